import { useActor } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import {
  type chatReportMachine,
  type ReportPeriod,
  reportPeriods,
} from '../../../machines/chatReport.machine.ts';
import type { ChatReport } from '../../contract/report.ts';
import { inspect } from '../inspector.ts';
import { button, card, notice, visuallyHidden } from '../ui/controls.css.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { chart } from '../ui/iconPaths.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as page from './DashboardPage.css.ts';
import { NoWorkspace } from './NoWorkspace.tsx';
import { addAsQnaHref } from './qnaPrefill.ts';
import * as s from './ReportsPage.css.ts';

const QuestionsPerDayChart = lazy(() => import('./QuestionsPerDayChart.tsx'));

const sourceKindLabel = { file: 'File', text: 'Text', qna: 'Q&A' } as const;

/**
 * Reports: questions per day, the share answered, the questions the agent could not answer (each
 * one click from becoming a Q&A pair) and the sources it cited most.
 */
export function ReportsPage({
  machine,
  workspaceId,
}: {
  machine: typeof chatReportMachine;
  workspaceId: string | null;
}) {
  usePageMeta('Reports', 'How people use your agent: questions asked, answers given and their sources.');
  const [snap, send] = useActor(machine, { input: { workspaceId }, inspect });
  const { report, failure, days } = snap.context;
  if (snap.matches('noWorkspace')) return <NoWorkspace />;
  return (
    <section className={page.page} aria-labelledby="reports-title">
      <div className={page.header}>
        <h1 id="reports-title" className={page.title}>
          Reports
        </h1>
        <label className={s.toolbar}>
          Period
          <select
            className={page.compactSelect}
            value={days}
            onChange={(e) => send({ type: 'report.period', days: Number(e.target.value) as ReportPeriod })}
          >
            {reportPeriods.map((d) => (
              <option key={d} value={d}>
                Last {d} days
              </option>
            ))}
          </select>
        </label>
      </div>
      {snap.matches('loading') && <p aria-live="polite">Loading the report…</p>}
      {snap.matches('failed') && (
        <>
          <p className={notice.error} role="alert">
            {failure}
          </p>
          <button type="button" className={button.secondary} onClick={() => send({ type: 'report.reload' })}>
            Try again
          </button>
        </>
      )}
      {report && <ReportBody report={report} days={days} />}
    </section>
  );
}

function ReportBody({ report, days }: { report: ChatReport; days: number }) {
  const questions = report.perDay.reduce((sum, d) => sum + d.questions, 0);
  const unknown = report.perDay.reduce((sum, d) => sum + d.unknown, 0);
  const answeredPercent = Math.round(report.answeredShare * 100);
  if (questions === 0)
    return (
      <EmptyState
        icon={chart}
        title="No questions in this period yet."
        action={
          <Link href="/integration" className={button.primary}>
            Add the chat to your site
          </Link>
        }
      >
        Reports count the questions people ask your agent, how many it answered and the sources it cited. Put
        the chat widget on your website from Integration and your first conversation shows here.
      </EmptyState>
    );
  return (
    <>
      <section className={card} aria-labelledby="summary-title">
        <h2 id="summary-title">Last {days} days</h2>
        <dl className={s.figures}>
          <div className={s.figure}>
            <dt>Questions</dt>
            <dd className={s.figureValue}>{questions}</dd>
          </div>
          <div className={s.figure}>
            <dt>Answered</dt>
            <dd className={s.figureValue}>{answeredPercent}%</dd>
          </div>
          <div className={s.figure}>
            <dt>Not known</dt>
            <dd className={s.figureValue}>{unknown}</dd>
          </div>
        </dl>
        <div
          className={s.shareBar}
          role="img"
          aria-label={`${answeredPercent}% answered, ${100 - answeredPercent}% not known`}
        >
          <div className={s.shareAnswered} style={{ width: `${answeredPercent}%` }} />
        </div>
      </section>
      <section className={card} aria-labelledby="per-day-title">
        <h2 id="per-day-title">Questions per day</h2>
        <Suspense fallback={<p aria-live="polite">Loading the chart…</p>}>
          <QuestionsPerDayChart perDay={report.perDay} />
        </Suspense>
        <table className={visuallyHidden}>
          <caption>Questions per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Questions</th>
              <th scope="col">Not known</th>
            </tr>
          </thead>
          <tbody>
            {report.perDay
              .filter((d) => d.questions > 0)
              .map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day}</th>
                  <td>{d.questions}</td>
                  <td>{d.unknown}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </section>
      <div className={s.twoColumns}>
        <section className={card} aria-labelledby="unanswered-title">
          <h2 id="unanswered-title">Top unanswered questions</h2>
          {report.topUnanswered.length === 0 ? (
            <p className={page.muted}>Every question was answered.</p>
          ) : (
            <ol className={s.rankList} aria-label="Top unanswered questions">
              {report.topUnanswered.map((q) => (
                <li key={q.question} className={s.rankItem}>
                  <span className={s.rankText}>{q.question}</span>
                  <span className={s.count}>{q.count}×</span>
                  <Link
                    href={addAsQnaHref(q.question)}
                    className={button.secondary}
                    aria-label={`Add as Q&A: ${q.question}`}
                  >
                    Add as Q&amp;A
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className={card} aria-labelledby="sources-title">
          <h2 id="sources-title">Most cited sources</h2>
          {report.topSources.length === 0 ? (
            <p className={page.muted}>No sources cited yet.</p>
          ) : (
            <ol className={s.rankList} aria-label="Most cited sources">
              {report.topSources.map((source) => (
                <li key={`${source.kind}:${source.id}`} className={s.rankItem}>
                  <span className={s.rankText}>
                    {source.title} <span className={s.count}>({sourceKindLabel[source.kind]})</span>
                  </span>
                  <span className={s.count}>cited {source.count}×</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}
