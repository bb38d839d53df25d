import { describe, expect, it } from 'vitest';
import { fitDeclineModel, type Sample } from '../../../scripts/declineModelFit.ts';
import { EVIDENCE, type Evidence } from '../../../src/server/knowledge/answerConfidence.ts';

const evidence = (scores: Partial<Evidence>): Evidence => ({
  ...(Object.fromEntries(EVIDENCE.map((n) => [n, 0])) as Evidence),
  ...scores,
});

describe('fitting the decline model', () => {
  it('keeps each weight to the direction its score means, whatever the development set suggests', () => {
    // A set where answers whose passage matches the question more closely are more often wrong
    // (questions written to look answerable), and a found answer type is more often right.
    const samples: Sample[] = Array.from({ length: 80 }, (_, i) => {
      const right = i % 2 === 0;
      return {
        answerable: right,
        right,
        evidence: evidence({
          sentenceCosine: right ? 0.3 + (i % 7) / 100 : 0.6 + (i % 5) / 100,
          typeMatch: right === i % 8 < 6 ? 1 : 0,
          namesMissing: right ? 0 : (i % 3) / 2,
        }),
      };
    });
    const model = fitDeclineModel(samples);
    expect(model.weights.sentenceCosine).toBe(0);
    expect(model.weights.typeMatch).toBeGreaterThan(0);
    expect(model.weights.namesMissing).toBeLessThan(0);
  });
});
