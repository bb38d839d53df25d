import { z } from 'zod';

/** Messages of spec §5 and the limits the server enforces on workspace content. */
export const workspaceMessages = {
  nameRequired: 'Name is required.',
  roleRequired: 'Role is required.',
  textEmpty: 'Name and Content cannot be empty.',
  qnaEmpty: 'Question and Answer cannot be empty.',
  authUrlInvalid: 'Auth URL must be an http:// or https:// address when authentication is required.',
  authRequireInvalid: 'authRequire must be true or false.',
  missingFile: 'Please choose a file to upload (multipart field "file").',
} as const;

export const workspaceLimits = {
  name: 200,
  role: 5000,
  authUrl: 2000,
  textName: 200,
  textContent: 100_000,
  qna: 10_000,
  fileName: 255,
} as const;

/**
 * A trimmed, non-blank string of at most `max` characters. NUL is refused because
 * PostgreSQL cannot store it in text columns.
 */
const requiredText = (label: string, max: number, blankMessage: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? blankMessage : `${label} must be text.`),
    })
    .trim()
    .min(1, blankMessage)
    .max(max, `${label} must be at most ${max} characters long.`)
    .refine((s) => !s.includes('\0'), `${label} must not contain NUL characters.`);

/** Why `authUrl` is unacceptable for these settings, or undefined when it is fine. */
export function authUrlProblem(authRequire: boolean, authUrl: string | null | undefined): string | undefined {
  if (!authRequire) return undefined;
  if (!authUrl || !URL.canParse(authUrl)) return workspaceMessages.authUrlInvalid;
  const { protocol } = new URL(authUrl);
  return protocol === 'http:' || protocol === 'https:' ? undefined : workspaceMessages.authUrlInvalid;
}

export const workspaceCreateBody = z.object({
  name: requiredText('Name', workspaceLimits.name, workspaceMessages.nameRequired),
  role: requiredText('Role', workspaceLimits.role, workspaceMessages.roleRequired),
});
export type WorkspaceCreate = z.infer<typeof workspaceCreateBody>;

/** Omitted `authRequire` / `authUrl` keep their stored values; a blank `authUrl` clears it. */
export const workspaceUpdateBody = workspaceCreateBody
  .extend({
    authRequire: z.boolean({ error: workspaceMessages.authRequireInvalid }).optional(),
    authUrl: z
      .string({ error: 'Auth URL must be text.' })
      .trim()
      .max(workspaceLimits.authUrl, `Auth URL must be at most ${workspaceLimits.authUrl} characters long.`)
      .refine((s) => !s.includes('\0'), 'Auth URL must not contain NUL characters.')
      .nullable()
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.authRequire === undefined || body.authUrl === undefined) return;
    const problem = authUrlProblem(body.authRequire, body.authUrl);
    if (problem) ctx.addIssue({ code: 'custom', path: ['authUrl'], message: problem });
  });
export type WorkspaceUpdate = z.infer<typeof workspaceUpdateBody>;

export const textBody = z.object({
  name: requiredText('Name', workspaceLimits.textName, workspaceMessages.textEmpty),
  content: requiredText('Content', workspaceLimits.textContent, workspaceMessages.textEmpty),
});
export type TextInput = z.infer<typeof textBody>;

export const qnaBody = z.object({
  question: requiredText('Question', workspaceLimits.qna, workspaceMessages.qnaEmpty),
  answer: requiredText('Answer', workspaceLimits.qna, workspaceMessages.qnaEmpty),
});
export type QnaInput = z.infer<typeof qnaBody>;

/** A workspace (agent) as the API returns it. */
export const workspaceSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    role: z.string(),
    authRequire: z.boolean(),
    authUrl: z.string().nullable(),
    appId: z.string(),
    gmtCreated: z.string(),
  })
  .meta({ id: 'Workspace' });
export type Workspace = z.infer<typeof workspaceSchema>;

export const chatInfoSchema = z.object({ appId: z.string() }).meta({ id: 'ChatInfo' });
export type ChatInfo = z.infer<typeof chatInfoSchema>;

/** What the chat window learns about its agent from the public appId (GET /api/chat/{appId}/config). */
export const chatConfigSchema = z
  .object({ name: z.string(), authRequire: z.boolean(), authUrl: z.string().nullable() })
  .meta({ id: 'ChatConfig' });
export type ChatConfig = z.infer<typeof chatConfigSchema>;

export const fileStatuses = ['indexing', 'indexed', 'failed'] as const;
export type FileStatus = (typeof fileStatuses)[number];

export const uploadedFileSchema = z
  .object({
    id: z.string(),
    originalFileName: z.string(),
    contentType: z.string(),
    size: z.number(),
    gmtCreated: z.string(),
    status: z.enum(fileStatuses),
    /** Why a `failed` file could not be read, as a sentence; null otherwise. */
    statusReason: z.string().nullable(),
    /** Chunks embedded so far and in all (0 of 0 until the file has been read). */
    chunksDone: z.number().optional(),
    chunksTotal: z.number().optional(),
  })
  .meta({ id: 'UploadedFile' });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** A text's or Q&A pair's indexing status: as a file's, and `indexing` again after each edit. */
const itemStatus = {
  status: z.enum(fileStatuses).optional(),
  /** Why it could not be indexed, as a sentence; null otherwise. */
  statusReason: z.string().nullable().optional(),
};

export const textSchema = z
  .object({ id: z.string(), name: z.string(), content: z.string(), updatedAt: z.string(), ...itemStatus })
  .meta({ id: 'Text' });
export type Text = z.infer<typeof textSchema>;

export const qnaSchema = z
  .object({ id: z.string(), question: z.string(), answer: z.string(), ...itemStatus })
  .meta({ id: 'Qna' });
export type Qna = z.infer<typeof qnaSchema>;
