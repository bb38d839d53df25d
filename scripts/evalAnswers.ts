// Answer quality of the local engine on the development set: the 'Normans' article of the SQuAD
// 2.0 sample (answerable and unanswerable questions), with the held-out article's paragraphs as
// distractors; its questions are never asked here. Run: npm run eval:answers
import { readFileSync } from 'node:fs';
import { type AnswerFigures, askArticle, figuresOf, type SquadArticle } from './answerEvaluation.ts';

const squad = JSON.parse(readFileSync('tests/fixtures/squad-normans.json', 'utf8')) as {
  data: SquadArticle[];
};
const article = squad.data.find((a) => a.title === 'Normans')!;
const distractors = squad.data
  .filter((a) => a !== article)
  .map((a) => ({ ...a, paragraphs: a.paragraphs.map((p) => ({ ...p, qas: [] })) }));

const pct = (x: number, n: number) => `${x} of ${n} (${((100 * x) / (n || 1)).toFixed(1)} %)`;

export function printFigures(f: AnswerFigures) {
  console.log(`answerable questions:   ${f.answerable.n}`);
  console.log(`  answered correctly (holds the fact): ${pct(f.answerable.held, f.answerable.n)}`);
  console.log(`  first source right:                  ${pct(f.answerable.sourceRight, f.answerable.n)}`);
  console.log(`  declined:                            ${pct(f.answerable.declined, f.answerable.n)}`);
  console.log(`unanswerable questions: ${f.unanswerable.n}`);
  console.log(`  declined:                            ${pct(f.unanswerable.declined, f.unanswerable.n)}`);
  console.log(`right or rightly declined, all questions: ${(100 * f.rightOrRightlyDeclined).toFixed(1)} %`);
}

const asked = await askArticle({ article, distractors });
console.log(`\nLocal engine on the development set (SQuAD 2.0 '${article.title}')\n`);
printFigures(figuresOf(asked));
if (process.env.SHOW_ANSWERS) {
  for (const q of asked)
    console.log(
      `${q.answerable ? (q.held ? 'HELD' : 'miss') : q.known ? 'ANSW' : 'decl'} ${q.question} → ${q.answer.slice(0, 160)}`,
    );
}
process.exit(0);
