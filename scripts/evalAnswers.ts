// Answer quality of the local engine. Run: npm run eval:answers
// - the development set: the 'Normans' article of the SQuAD 2.0 sample (answerable and
//   unanswerable questions), with the other article's paragraphs as distractors;
// - a small business's documents (tests/fixtures/knowledge), read as the indexer reads them.
// With `-- --fit` it answers every development question without the decline model, prints the
// figures of models fitted with one fold of paragraphs left out and measured on it (cross-
// validated), fits the model on all and writes it to src/server/knowledge/declineModel.json.
// With `-- --held-out` it asks the held-out article's questions instead (the product's
// evaluation: never tune on it), from ../shared/datasets/squad-sample/small.json or HELD_OUT_FILE.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { confidenceOf, type DeclineModel } from '../src/server/knowledge/answerConfidence.ts';
import { localEngineTuning } from '../src/server/knowledge/localAnswerEngine.ts';
import {
  businessAnswerable,
  businessFiles,
  businessQna,
  businessText,
  businessUnanswerable,
} from '../tests/fixtures/knowledge/businessQuestions.ts';
import {
  type AnswerFigures,
  type AskedQuestion,
  askArticle,
  askSources,
  type EvaluationSource,
  figuresOf,
  fileSource,
  type SquadArticle,
} from './answerEvaluation.ts';
import { fitDeclineModel, type Sample } from './declineModelFit.ts';

const squad = JSON.parse(readFileSync('tests/fixtures/squad-normans.json', 'utf8')) as {
  data: SquadArticle[];
};
const normans = squad.data.find((a) => a.title === 'Normans')!;
const withoutQuestions = (a: SquadArticle) => ({
  ...a,
  paragraphs: a.paragraphs.map((p) => ({ ...p, qas: [] })),
});

const pct = (x: number, n: number) => `${x} of ${n} (${((100 * x) / (n || 1)).toFixed(1)} %)`;

export function printFigures(title: string, f: AnswerFigures) {
  console.log(`\n${title}`);
  console.log(`answerable questions:   ${f.answerable.n}`);
  console.log(`  answered correctly (holds the fact): ${pct(f.answerable.held, f.answerable.n)}`);
  console.log(
    `  first source right:                  ${f.answerable.withSource ? pct(f.answerable.sourceRight, f.answerable.withSource) : 'not measured (the questions name no source)'}`,
  );
  console.log(`  declined:                            ${pct(f.answerable.declined, f.answerable.n)}`);
  console.log(`unanswerable questions: ${f.unanswerable.n}`);
  console.log(`  declined:                            ${pct(f.unanswerable.declined, f.unanswerable.n)}`);
  console.log(`right or rightly declined, all questions: ${(100 * f.rightOrRightlyDeclined).toFixed(1)} %`);
}

function printAnswers(asked: AskedQuestion[]) {
  if (!process.env.SHOW_ANSWERS) return;
  for (const q of asked) {
    const mark = q.answerable ? (q.held ? 'HELD' : q.known ? 'miss' : 'DECL') : q.known ? 'ANSW' : 'decl';
    const ev = q.evidence && process.env.SHOW_ANSWERS === 'evidence' ? ` ${JSON.stringify(q.evidence)}` : '';
    console.log(`${mark} ${q.question} → ${q.answer.slice(0, 160)}${ev}`);
  }
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

async function askBusiness(tuning = localEngineTuning) {
  const read = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/knowledge/${name}`));
  const sources: EvaluationSource[] = [
    ...(await Promise.all(businessFiles.map((name, i) => fileSource(`file-${i}`, name, read(name))))),
    { id: 'text-0', kind: 'text', title: businessText.name, content: businessText.content },
    { id: 'qna-0', kind: 'qna', title: businessQna.question, content: businessQna.answer },
  ];
  return askSources({
    sources,
    questions: [
      ...businessAnswerable.map(([question, fact]) => ({ question, answers: [fact] })),
      ...businessUnanswerable.map((question) => ({ question, answers: [] })),
    ],
    tuning,
  });
}

/** Folds of paragraphs (questions of one paragraph stay together), every `FOLDS`th paragraph in one. */
const FOLDS = 5;

const devName = `SQuAD 2.0 '${normans.title}'`;
const devDistractors = squad.data.filter((a) => a !== normans).map(withoutQuestions);
if (process.argv.includes('--fit')) {
  const asked = await askArticle({
    article: normans,
    distractors: devDistractors,
    tuning: { ...localEngineTuning, declineModel: null },
  });
  printFigures(`Without the decline model, ${devName}:`, figuresOf(asked));
  if (process.env.EVIDENCE_OUT) writeFileSync(process.env.EVIDENCE_OUT, JSON.stringify(asked));
  // Each fold is decided by a model fitted on the other folds: figures of questions it never saw.
  const crossValidated = Array.from({ length: FOLDS }, (_, fold) => {
    const fitted = fitDeclineModel(samplesOf(asked.filter((q) => q.paragraph % FOLDS !== fold)));
    return decidedBy(
      asked.filter((q) => q.paragraph % FOLDS === fold),
      fitted,
    );
  }).flat();
  printFigures(`Cross-validated (${FOLDS} folds of paragraphs), ${devName}:`, figuresOf(crossValidated));
  const model = fitDeclineModel(samplesOf(asked));
  writeFileSync('src/server/knowledge/declineModel.json', `${JSON.stringify(model, null, 2)}\n`);
  printFigures(
    `Fitted on all, ${devName} (written to declineModel.json):`,
    figuresOf(decidedBy(asked, model)),
  );
  console.log(JSON.stringify(model.weights), 'threshold', model.threshold.toFixed(3));
} else if (process.argv.includes('--held-out')) {
  // Beside the repository's checkout (or a worktree's, one level further up).
  const candidates = [
    process.env.HELD_OUT_FILE ?? '',
    ...['..', '../..'].map((up) => `${up}/shared/datasets/squad-sample/small.json`),
  ];
  const file = candidates.find((f) => f && existsSync(f));
  if (!file) throw new Error('The held-out set is not beside the checkout (set HELD_OUT_FILE).');
  const sample = JSON.parse(readFileSync(file, 'utf8')) as { data: SquadArticle[] };
  const heldOut = sample.data.find((a) => a.title !== normans.title)!;
  const asked = await askArticle({
    article: heldOut,
    distractors: sample.data.filter((a) => a !== heldOut).map(withoutQuestions),
  });
  printFigures(`Local engine on the held-out set, SQuAD 2.0 '${heldOut.title}':`, figuresOf(asked));
} else {
  const asked = await askArticle({ article: normans, distractors: devDistractors });
  printFigures(`Local engine on the development set, ${devName}:`, figuresOf(asked));
  printAnswers(asked);
  const business = await askBusiness();
  printFigures(
    'Local engine on a small business’s documents (tests/fixtures/knowledge):',
    figuresOf(business),
  );
  printAnswers(business);
}
process.exit(0);
