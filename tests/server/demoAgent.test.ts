import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APP_ID } from '../../src/contract/demoAgent.ts';
import { qnas, texts } from '../../src/server/db/schema.ts';
import { demoKnowledge, seedDemoAgent } from '../../src/server/demoAgent.ts';
import { createFileStorage } from '../../src/server/services/fileStorage.ts';
import { createQnaService } from '../../src/server/services/qnas.ts';
import { createTextService } from '../../src/server/services/texts.ts';
import { createWorkspaceService } from '../../src/server/services/workspaces.ts';
import { waitForIndexing } from './knowledgeFixtures.ts';
import { databaseKinds, startTestServer, type TestServer } from './testServer.ts';

describe.each(databaseKinds)('the demo agent on %s', (kind) => {
  let server: TestServer;
  let workspaceId: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { demoAgent: true });
    workspaceId = (await server.demoAgent)!.workspaceId;
    await waitForIndexing(server);
  });
  afterAll(() => server.stop());

  const ask = (message: string) =>
    server.call('POST', `/api/chat/${DEMO_APP_ID}/messages`, { body: { message } });

  it('is public at its fixed appId', async () => {
    const res = await server.call('GET', `/api/chat/${DEMO_APP_ID}/config`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'AI Platform Help', authRequire: false });
  });

  it('answers a product question from the Help Center, citing it', async () => {
    const res = await ask('Which files can I upload?');
    expect(res.status).toBe(200);
    expect(res.body.data.known).toBe(true);
    expect(res.body.data.answer).toContain('PDF, Word (DOCX)');
    expect(res.body.data.sources[0]).toMatchObject({ kind: 'qna', title: 'Which files can I upload?' });
  });

  it('answers a question asked in other words from its texts', async () => {
    const res = await ask('What databases does data insights connect to?');
    expect(res.body.data.known).toBe(true);
    expect(res.body.data.answer).toMatch(/PostgreSQL, MySQL, SQL Server and MongoDB/);
    expect(res.body.data.sources.length).toBeGreaterThan(0);
  });

  it('seeding again changes nothing, and puts back knowledge edited or added meanwhile', async () => {
    const db = server.database.db;
    const workspaces = createWorkspaceService({
      db,
      storage: createFileStorage(mkdtempSync(join(tmpdir(), 'demo-files-'))),
    });
    const services = {
      db,
      texts: createTextService({ db, workspaces }),
      qnas: createQnaService({ db, workspaces }),
    };
    const snapshot = async () => ({
      qnas: (await db.select().from(qnas).where(eq(qnas.workspaceId, workspaceId))).map((q) => [
        q.id,
        q.answer,
      ]),
      texts: (await db.select().from(texts).where(eq(texts.workspaceId, workspaceId))).map((t) => t.id),
    });
    const before = await snapshot();
    expect(before.qnas).toHaveLength(demoKnowledge().qnas.length);
    expect(before.texts).toHaveLength(demoKnowledge().texts.length);

    expect(await seedDemoAgent(services)).toEqual({ workspaceId });
    expect(await snapshot()).toEqual(before);

    const [first] = await db.select().from(qnas).where(eq(qnas.workspaceId, workspaceId)).limit(1);
    await db.update(qnas).set({ answer: 'Edited.' }).where(eq(qnas.id, first!.id));
    await db.insert(qnas).values({ workspaceId, question: 'Not in the Help Center?', answer: 'No.' });
    await seedDemoAgent(services);
    const after = await db.select().from(qnas).where(eq(qnas.workspaceId, workspaceId));
    expect(after.map((q) => q.question).sort()).toEqual(
      demoKnowledge()
        .qnas.map((q) => q.question)
        .sort(),
    );
    expect(after.find((q) => q.id === first!.id)?.answer).toBe(first!.answer);
  });

  it('its owner cannot sign in', async () => {
    const res = await server.call('POST', '/uc/login', {
      body: { email: 'demo-agent@aiplatform.example', password: 'Secret123' },
    });
    expect(res.body.success).toBe(false);
  });
});
