import { z } from 'zod';
import { sourceKinds } from './chat.ts';

export const reportLimits = { defaultDays: 30, maxDays: 365, top: 10 } as const;

export const reportQuery = z.object({
  days: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return reportLimits.defaultDays;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 1 || n > reportLimits.maxDays) {
        ctx.addIssue({
          code: 'custom',
          message: `days must be a whole number from 1 to ${reportLimits.maxDays}.`,
        });
        return z.NEVER;
      }
      return n;
    }),
});
export type ReportQuery = z.infer<typeof reportQuery>;

/**
 * A workspace's chat report over the last `days` days (UTC days, oldest first, every day present):
 * questions and not-known answers per day, the share answered, the most frequent unanswered
 * questions and the most cited sources.
 */
export const chatReportSchema = z
  .object({
    perDay: z.array(z.object({ day: z.string(), questions: z.number(), unknown: z.number() })),
    answeredShare: z.number(),
    topUnanswered: z.array(z.object({ question: z.string(), count: z.number() })),
    topSources: z.array(
      z.object({ kind: z.enum(sourceKinds), id: z.string(), title: z.string(), count: z.number() }),
    ),
  })
  .meta({ id: 'ChatReport' });
export type ChatReport = z.infer<typeof chatReportSchema>;
