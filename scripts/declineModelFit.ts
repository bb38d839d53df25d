// Fits the local engine's decline model: a logistic regression over the evidence the engine
// computes, from questions whose answer is known to be right or not, each weight kept to the
// direction its score means (EVIDENCE_DIRECTION), and the probability threshold that gets the most
// questions right or rightly declined.
import {
  confidenceOf,
  type DeclineModel,
  EVIDENCE,
  EVIDENCE_DIRECTION,
  type Evidence,
  type EvidenceName,
} from '../src/server/knowledge/answerConfidence.ts';

export interface Sample {
  evidence: Evidence;
  answerable: boolean;
  /** The answer given (before any decline) holds the expected fact. */
  right: boolean;
}

const fill = (f: (name: EvidenceName) => number) =>
  Object.fromEntries(EVIDENCE.map((n) => [n, f(n)])) as Record<EvidenceName, number>;

export function fitDeclineModel(
  samples: Sample[],
  { l2 = 0.01, steps = 3000, rate = 0.1, keepRight = 0.85 } = {},
): DeclineModel {
  const n = samples.length || 1;
  const mean = fill((k) => samples.reduce((s, x) => s + x.evidence[k], 0) / n);
  const spread = fill(
    (k) => Math.sqrt(samples.reduce((s, x) => s + (x.evidence[k] - mean[k]) ** 2, 0) / n) || 1,
  );
  const xs = samples.map((s) => EVIDENCE.map((k) => (s.evidence[k] - mean[k]) / spread[k]));
  const ys = samples.map((s) => (s.right ? 1 : 0));
  const w = EVIDENCE.map(() => 0);
  let bias = 0;
  for (let step = 0; step < steps; step++) {
    const grad = w.map(() => 0);
    let gb = 0;
    for (const [i, x] of xs.entries()) {
      const z = bias + x.reduce((s, v, j) => s + v * w[j]!, 0);
      const err = 1 / (1 + Math.exp(-z)) - ys[i]!;
      gb += err;
      for (let j = 0; j < x.length; j++) grad[j]! += err * x[j]!;
    }
    bias -= (rate * gb) / n;
    for (let j = 0; j < w.length; j++) {
      const next = w[j]! - rate * (grad[j]! / n + l2 * w[j]!);
      w[j] = next * EVIDENCE_DIRECTION[EVIDENCE[j]!] > 0 ? next : 0;
    }
  }
  const model: DeclineModel = {
    mean,
    spread,
    weights: fill((k) => w[EVIDENCE.indexOf(k)]!),
    bias,
    threshold: 0.5,
  };
  model.threshold = bestThreshold(samples, model, keepRight);
  return model;
}

/** Right answers given plus unanswerable questions declined, when answering from `threshold` up. */
export function rightOrRightlyDeclined(samples: Sample[], model: DeclineModel, threshold = model.threshold) {
  let count = 0;
  for (const s of samples) {
    const answers = confidenceOf(s.evidence, model) >= threshold;
    if (answers ? s.answerable && s.right : !s.answerable) count++;
  }
  return count;
}

/**
 * The threshold with the most questions right or rightly declined among those that keep right
 * answers for at least `keepRight` of the answerable questions the engine answers rightly without
 * declining (declining everything unsure would otherwise win on a set with more unanswerable).
 */
function bestThreshold(samples: Sample[], model: DeclineModel, keepRight: number): number {
  const ps = [...new Set(samples.map((s) => confidenceOf(s.evidence, model)))].sort((a, b) => a - b);
  const rightAnyway = samples.filter((s) => s.answerable && s.right);
  let best = 0;
  let bestCount = -1;
  for (const t of [0, ...ps]) {
    const kept = rightAnyway.filter((s) => confidenceOf(s.evidence, model) >= t).length;
    if (kept < keepRight * rightAnyway.length) break;
    const count = rightOrRightlyDeclined(samples, model, t);
    if (count > bestCount) {
      bestCount = count;
      best = t;
    }
  }
  return best;
}
