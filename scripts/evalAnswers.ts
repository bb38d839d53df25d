// Answer quality of the local engine on the development set: the 'Normans' article of the SQuAD
// 2.0 sample (answerable and unanswerable questions), with the held-out article's paragraphs as
// distractors; its questions are never asked here. Run: npm run eval:answers
// With `-- --fit` it answers every question without the decline model, fits the model on that
// evidence, writes it to src/server/knowledge/declineModel.json and prints the figures it reaches,
// and those of a model fitted on half the paragraphs measured on the other half.
import { readFileSync, writeFileSync } from 'node:fs';
import { confidenceOf, type DeclineModel } from '../src/server/knowledge/answerConfidence.ts';
import { localEngineTuning } from '../src/server/knowledge/localAnswerEngine.ts';
import {
  type AnswerFigures,
  type AskedQuestion,
  askArticle,
  figuresOf,
  type SquadArticle,
} from './answerEvaluation.ts';
import { fitDeclineModel, type Sample } from './declineModelFit.ts';

const squad = JSON.parse(readFileSync('tests/fixtures/squad-normans.json', 'utf8')) as {
  data: SquadArticle[];
};
const article = squad.data.find((a) => a.title === 'Normans')!;
const distractors = squad.data
  .filter((a) => a !== article)
  .map((a) => ({ ...a, paragraphs: a.paragraphs.map((p) => ({ ...p, qas: [] })) }));

const pct = (x: number, n: number) => `${x} of ${n} (${((100 * x) / (n || 1)).toFixed(1)} %)`;

export function printFigures(title: string, f: AnswerFigures) {
  console.log(`\n${title}`);
  console.log(`answerable questions:   ${f.answerable.n}`);
  console.log(`  answered correctly (holds the fact): ${pct(f.answerable.held, f.answerable.n)}`);
  console.log(`  first source right:                  ${pct(f.answerable.sourceRight, f.answerable.n)}`);
  console.log(`  declined:                            ${pct(f.answerable.declined, f.answerable.n)}`);
  console.log(`unanswerable questions: ${f.unanswerable.n}`);
  console.log(`  declined:                            ${pct(f.unanswerable.declined, f.unanswerable.n)}`);
  console.log(`right or rightly declined, all questions: ${(100 * f.rightOrRightlyDeclined).toFixed(1)} %`);
}

/** The questions as the engine would answer them with `model` deciding. */
const decidedBy = (asked: AskedQuestion[], model: DeclineModel) =>
  asked.map((q) => {
    const known = q.known && !!q.evidence && confidenceOf(q.evidence, model) >= model.threshold;
    return { ...q, known, held: q.held && known };
  });
const samplesOf = (asked: AskedQuestion[]): Sample[] =>
  asked.flatMap((q) =>
    q.evidence ? [{ evidence: q.evidence, answerable: q.answerable, right: q.held }] : [],
  );

const name = `SQuAD 2.0 '${article.title}'`;
if (process.argv.includes('--fit')) {
  const asked = await askArticle({
    article,
    distractors,
    tuning: { ...localEngineTuning, declineModel: null },
  });
  printFigures(`Without the decline model, ${name}:`, figuresOf(asked));
  for (const half of [0, 1]) {
    const fitted = fitDeclineModel(samplesOf(asked.filter((q) => q.paragraph % 2 === half)));
    const other = asked.filter((q) => q.paragraph % 2 !== half);
    printFigures(
      `Fitted on the ${half ? 'odd' : 'even'} paragraphs' questions, measured on the others':`,
      figuresOf(decidedBy(other, fitted)),
    );
  }
  const model = fitDeclineModel(samplesOf(asked));
  writeFileSync('src/server/knowledge/declineModel.json', `${JSON.stringify(model, null, 2)}\n`);
  printFigures(`Fitted on all, ${name} (written to declineModel.json):`, figuresOf(decidedBy(asked, model)));
  console.log(JSON.stringify(model.weights), 'threshold', model.threshold.toFixed(3));
} else {
  const asked = await askArticle({ article, distractors });
  printFigures(`Local engine on the development set, ${name}:`, figuresOf(asked));
  if (process.env.SHOW_ANSWERS) {
    for (const q of asked) {
      const mark = q.answerable ? (q.held ? 'HELD' : 'miss') : q.known ? 'ANSW' : 'decl';
      console.log(`${mark} ${q.question} → ${q.answer.slice(0, 160)}`);
    }
  }
}
process.exit(0);
