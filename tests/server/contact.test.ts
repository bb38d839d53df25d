import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/server/db/schema.ts';
import { databaseKinds, startTestServer, type TestServer } from './testServer.ts';

const message = {
  name: 'Ann Lee',
  email: 'ann@example.com',
  subject: 'A demo for our support team',
  message: 'We would like to see the widget answer from our manuals.',
};

describe.each(databaseKinds)('POST /api/contact on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  it('stores the message without a token and answers its id', async () => {
    const res = await server.call('POST', '/api/contact', { body: { ...message, name: '  Ann Lee  ' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Thank you! Your message has been sent.' });
    const [row] = await server.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.body.data.id));
    expect(row).toMatchObject(message);
  });

  it.each([
    [{ ...message, name: '   ' }, 'Name is required.'],
    [{ ...message, email: 'ann@' }, 'Invalid email format.'],
    [{ ...message, subject: '' }, 'Subject is required.'],
    [{ ...message, message: undefined }, 'Message is required.'],
    [{ ...message, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters long.'],
  ])('refuses %j with a 400 naming the field and stores nothing', async (body, text) => {
    const before = await server.database.db.$count(contactMessages);
    const res = await server.call('POST', '/api/contact', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 400 });
    expect(res.body.message).toContain(text);
    expect(await server.database.db.$count(contactMessages)).toBe(before);
  });
});
