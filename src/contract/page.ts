import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
/** Beyond these a request is refused rather than guessed at: no list is that long. */
export const MAX_PAGE_NUMBER = 100_000;
const MAX_SIZE_ASKED = 10_000;

/** `?page` (0-based) and `?size`; a missing or < 1 size means 20, a size above 100 means 100. */
const integerOr = (raw: string | undefined, fallback: number) => {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

export const pageQuery = z.object({
  page: z
    .string()
    .optional()
    .transform((raw) => Math.max(0, integerOr(raw, 0)))
    .refine((n) => n <= MAX_PAGE_NUMBER, `The page must be at most ${MAX_PAGE_NUMBER}.`),
  size: z
    .string()
    .optional()
    .transform((raw) => integerOr(raw, DEFAULT_PAGE_SIZE))
    .refine((n) => n <= MAX_SIZE_ASKED, `The page size must be at most ${MAX_PAGE_SIZE}.`)
    .transform((n) => (n < 1 ? DEFAULT_PAGE_SIZE : Math.min(n, MAX_PAGE_SIZE))),
});
export type PageQuery = z.infer<typeof pageQuery>;

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export function toPage<T>(content: T[], query: PageQuery, totalElements: number): Page<T> {
  return {
    content,
    page: query.page,
    size: query.size,
    totalElements,
    totalPages: Math.ceil(totalElements / query.size),
  };
}

/** The schema of a page of `item`s, as `data` of a list reply. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    page: z.number(),
    size: z.number(),
    totalElements: z.number(),
    totalPages: z.number(),
  });
