import { sql } from 'drizzle-orm';
import type { SourceKind } from '../../contract/chat.ts';
import { type ChatReport, reportLimits } from '../../contract/report.ts';
import type { Database } from '../db/database.ts';
import type { WorkspaceService } from '../services/workspaces.ts';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** What visitors asked a workspace's agent over the last days, computed from the stored messages. */
export function createReportService({ db, workspaces }: { db: Database; workspaces: WorkspaceService }) {
  return {
    async chat(userId: string, workspaceId: string, days: number): Promise<ChatReport> {
      await workspaces.owned(userId, workspaceId);
      const since = sql`(date_trunc('day', now() AT TIME ZONE 'UTC') - make_interval(days => ${days - 1})) AT TIME ZONE 'UTC'`;
      const [perDay, totals, unanswered, sources] = await Promise.all([
        db.execute(sql`
          SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
                 count(m.id)::int AS questions,
                 count(m.id) FILTER (WHERE NOT m.known)::int AS unknown
          FROM generate_series(
                 date_trunc('day', now() AT TIME ZONE 'UTC') - make_interval(days => ${days - 1}),
                 date_trunc('day', now() AT TIME ZONE 'UTC'),
                 interval '1 day') AS d(day)
          LEFT JOIN chat_messages m
            ON m.workspace_id = ${workspaceId}
           AND date_trunc('day', m.created_at AT TIME ZONE 'UTC') = d.day
          GROUP BY d.day ORDER BY d.day`),
        db.execute(sql`
          SELECT count(*)::int AS questions, count(*) FILTER (WHERE known)::int AS known
          FROM chat_messages WHERE workspace_id = ${workspaceId} AND created_at >= ${since}`),
        db.execute(sql`
          SELECT (array_agg(question ORDER BY created_at DESC))[1] AS question, count(*)::int AS count
          FROM chat_messages
          WHERE workspace_id = ${workspaceId} AND NOT known AND created_at >= ${since}
          GROUP BY lower(btrim(question))
          ORDER BY count DESC, max(created_at) DESC
          LIMIT ${reportLimits.top}`),
        db.execute(sql`
          SELECT s->>'kind' AS kind, s->>'id' AS id,
                 (array_agg(s->>'title' ORDER BY m.created_at DESC))[1] AS title, count(*)::int AS count
          FROM chat_messages m, jsonb_array_elements(m.sources) AS s
          WHERE m.workspace_id = ${workspaceId} AND m.known AND m.created_at >= ${since}
          GROUP BY s->>'kind', s->>'id'
          ORDER BY count DESC, title
          LIMIT ${reportLimits.top}`),
      ]);
      const total = rowsOf(totals)[0] ?? { questions: 0, known: 0 };
      const questions = Number(total.questions);
      return {
        perDay: rowsOf(perDay).map((r) => ({
          day: r.day as string,
          questions: Number(r.questions),
          unknown: Number(r.unknown),
        })),
        answeredShare: questions ? Number(total.known) / questions : 0,
        topUnanswered: rowsOf(unanswered).map((r) => ({
          question: r.question as string,
          count: Number(r.count),
        })),
        topSources: rowsOf(sources).map((r) => ({
          kind: r.kind as SourceKind,
          id: r.id as string,
          title: r.title as string,
          count: Number(r.count),
        })),
      };
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
