import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  LOCAL_SERVERS,
  postgresUrl,
  signUpAndIn,
  startTestServer,
  type TestServer,
} from '../testServer.ts';
import { mysqlAdmin, mysqlReachable } from './shopFixture.ts';
import { selfSignedCertificate, startTlsPostgresProxy } from './tlsPostgresProxy.ts';

const local = {
  name: 'Local',
  type: 'POSTGRES',
  host: '127.0.0.1',
  port: 5432,
  username: 'postgres',
  password: 'any',
  databaseName: 'test',
};
const refusalOf = (host: string, words: string) =>
  `Connections to ${host} are refused: it is ${words}. The server's operator can allow it in DATA_CONNECTION_ALLOW.`;

/** A login that may only read: PostgreSQL role and MariaDB user, named after this suite. */
async function readOnlyLogins() {
  const name = `egress_ro_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE ROLE ${name} LOGIN`);
  await admin.query(`GRANT CONNECT ON DATABASE test TO ${name}`);
  await admin.end();
  const inTest = new pg.Client({ connectionString: postgresUrl });
  await inTest.connect();
  await inTest.query(`CREATE TABLE IF NOT EXISTS ${name}_t (id int)`);
  await inTest.query(`GRANT SELECT ON ${name}_t TO ${name}`);
  await inTest.end();
  const maria = (await mysqlReachable()) ? await mysql.createConnection(mysqlAdmin) : undefined;
  if (maria) {
    await maria.query(`CREATE DATABASE IF NOT EXISTS ${name}`);
    for (const host of ['%', 'localhost']) {
      await maria.query(`CREATE USER '${name}'@'${host}' IDENTIFIED BY 'Reader#Pass1'`);
      await maria.query(`GRANT SELECT ON ${name}.* TO '${name}'@'${host}'`);
    }
  }
  return {
    name,
    mariadb: Boolean(maria),
    async drop() {
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`DROP TABLE IF EXISTS ${name}_t`);
      await c.query(`DROP OWNED BY ${name}`);
      await c.query(`DROP ROLE IF EXISTS ${name}`);
      await c.end();
      if (maria) {
        for (const host of ['%', 'localhost']) await maria.query(`DROP USER IF EXISTS '${name}'@'${host}'`);
        await maria.query(`DROP DATABASE IF EXISTS ${name}`);
        await maria.end();
      }
    },
  };
}

describe.each(databaseKinds)('where data connections may go, on %s', (kind) => {
  let closed: TestServer;
  let open: TestServer;
  let token: string;
  let openToken: string;

  beforeAll(async () => {
    [closed, open] = await Promise.all([startTestServer(kind), startTestServer(kind, LOCAL_SERVERS)]);
    [token, openToken] = await Promise.all([
      signUpAndIn(closed).then((u) => u.token),
      signUpAndIn(open).then((u) => u.token),
    ]);
  });
  afterAll(() => Promise.all([closed.stop(), open.stop()]));

  it('refuses loopback, private and link-local hosts before dialling them, for tests and for new connections', async () => {
    const test = await closed.call('POST', '/api/data/connections/test', { token, body: local });
    expect(test.status).toBe(400);
    expect(test.body).toMatchObject({
      success: false,
      message: refusalOf('127.0.0.1', 'a loopback address'),
    });
    const metadata = await closed.call('POST', '/api/data-connections/test', {
      token,
      body: { ...local, host: '169.254.169.254', port: 80 },
    });
    expect(metadata.body.message).toBe(refusalOf('169.254.169.254', 'a link-local address'));
    const project = (await closed.call('POST', '/api/data/projects', { token, body: { name: 'P' } })).body
      .data;
    const created = await closed.call('POST', `/api/data/connections/project/${project.id}`, {
      token,
      body: { ...local, host: 'localhost' },
    });
    expect(created.status).toBe(400);
    expect(created.body.message).toBe(refusalOf('localhost (127.0.0.1)', 'a loopback address'));
    expect(created.body.data.fields.host).toBe(created.body.message);
    const listed = await closed.call('GET', `/api/data/connections/project/${project.id}`, { token });
    expect(listed.body.data.content).toEqual([]);
  });

  it('reaches what DATA_CONNECTION_ALLOW lists, with an empty password', async () => {
    const reply = await open.call('POST', '/api/data/connections/test', {
      token: openToken,
      body: { ...local, password: '' },
    });
    expect(reply.body).toMatchObject({ success: true, message: 'Connection successful!' });
    const created = await open.call('POST', '/api/data-connections', {
      token: openToken,
      body: { ...local, password: '' },
    });
    expect(created.status).toBe(201);
  });
});

describe('on PostgreSQL (DATABASE_URL)', () => {
  let open: TestServer;
  let openToken: string;
  beforeAll(async () => {
    open = await startTestServer('postgres', LOCAL_SERVERS);
    openToken = (await signUpAndIn(open)).token;
  });
  afterAll(() => open.stop());

  it("never reaches the server's own database, even on a listed host", async () => {
    const own = new URL(open.databaseUrl!);
    const databaseName = own.pathname.slice(1);
    for (const host of ['127.0.0.1', 'localhost', '127.0.0.2']) {
      const reply = await open.call('POST', '/api/data/connections/test', {
        token: openToken,
        body: { ...local, host, databaseName },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(
        `${host}:5432/${databaseName} is this server's own database and cannot be used as a data source.`,
      );
    }
  });
});

describe('the connection test tells whether the login can write', () => {
  let server: TestServer;
  let token: string;
  let logins: Awaited<ReturnType<typeof readOnlyLogins>>;

  beforeAll(async () => {
    [server, logins] = await Promise.all([startTestServer('pglite', LOCAL_SERVERS), readOnlyLogins()]);
    token = (await signUpAndIn(server)).token;
  });
  afterAll(async () => {
    await server.stop();
    await logins.drop();
  });

  const canWrite = async (body: Record<string, unknown>) => {
    const reply = await server.call('POST', '/api/data/connections/test', {
      token,
      body: { ...local, ...body },
    });
    expect(reply.body.success, reply.body.message).toBe(true);
    return reply.body.data.canWrite;
  };

  it('on PostgreSQL: a superuser can, a login with SELECT only cannot', async () => {
    expect(await canWrite({})).toBe(true);
    expect(await canWrite({ username: logins.name })).toBe(false);
  });

  it('on MariaDB: root can, a user granted SELECT only cannot', async () => {
    if (!logins.mariadb) throw new Error('MariaDB is not running on 127.0.0.1:3306');
    const maria = { type: 'MYSQL', port: 3306 };
    expect(await canWrite({ ...maria, username: 'root', password: '', databaseName: 'test' })).toBe(true);
    expect(
      await canWrite({
        ...maria,
        username: logins.name,
        password: 'Reader#Pass1',
        databaseName: logins.name,
      }),
    ).toBe(false);
  });
});

describe('TLS modes of a connection', () => {
  let server: TestServer;
  let token: string;
  let proxy: Awaited<ReturnType<typeof startTlsPostgresProxy>>;
  let cert: string;

  beforeAll(async () => {
    const pair = selfSignedCertificate('localhost');
    cert = pair.cert;
    [server, proxy] = await Promise.all([
      startTestServer('pglite', LOCAL_SERVERS),
      startTlsPostgresProxy({ ...pair, target: { host: '127.0.0.1', port: 5432 } }),
    ]);
    token = (await signUpAndIn(server)).token;
  });
  afterAll(async () => {
    await server.stop();
    await proxy.stop();
  });

  const test = (body: Record<string, unknown>) =>
    server.call('POST', '/api/data/connections/test', {
      token,
      body: { ...local, host: 'localhost', port: proxy.port, ...body },
    });

  it('verify checks the certificate against the system authorities and the CA given', async () => {
    const unknownAuthority = await test({ ssl: 'verify' });
    expect(unknownAuthority.status).toBe(422);
    expect(unknownAuthority.body.message).toMatch(
      new RegExp(
        `^The certificate of localhost:${proxy.port} could not be verified \\(self[- ]signed certificate`,
      ),
    );
    expect(unknownAuthority.body.message).toContain("choose SSL mode 'require'");
    const trusted = await test({ ssl: 'verify', caCertificate: cert });
    expect(trusted.body).toMatchObject({ success: true, message: 'Connection successful!' });
  });

  it('verify checks the host name too, though the socket goes to the pinned address', async () => {
    const wrongName = await test({ ssl: 'verify', caCertificate: cert, host: '127.0.0.1' });
    expect(wrongName.status).toBe(422);
    expect(wrongName.body.message).toMatch(
      /could not be verified .*IP: 127\.0\.0\.1 is not in the cert's list/,
    );
  });

  it('require encrypts without checking; off and a server without TLS say so', async () => {
    expect((await test({ ssl: 'require', host: '127.0.0.1' })).body.success).toBe(true);
    expect((await test({ ssl: 'off' })).body.success).toBe(true);
    const plainServer = await test({ ssl: 'require', port: 5432 });
    expect(plainServer.status).toBe(422);
    expect(plainServer.body.message).toBe(
      'The database server answered: The server does not support SSL connections',
    );
  });

  it('keeps the mode and the CA with the connection and refuses a CA that is not PEM', async () => {
    const created = await server.call('POST', '/api/data-connections', {
      token,
      body: { ...local, ssl: 'verify', caCertificate: cert },
    });
    expect(created.status).toBe(201);
    const bad = await server.call('POST', '/api/data-connections', {
      token,
      body: { ...local, ssl: 'verify', caCertificate: 'not a certificate' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields.caCertificate).toBe(
      'CA certificate must be a PEM certificate (-----BEGIN CERTIFICATE----- ...).',
    );
    const mode = await server.call('POST', '/api/data-connections/test', {
      token,
      body: { ...local, ssl: 'maybe' },
    });
    expect(mode.body.data.fields.ssl).toBe('SSL mode must be one of off, require, verify.');
  });
});

describe('connection tests and generation are limited per user', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite', {
      ...LOCAL_SERVERS,
      rateLimits: {
        registrationsPerAddressPerHour: 100,
        contactMessagesPerAddressPerHour: 100,
        failuresPerAddressPerDay: 100,
        failuresPerEmailAndAddress: 10,
        connectionTestsPerUserPerMinute: 3,
        generationsPerUserPerMinute: 2,
      },
    });
  });
  afterAll(() => server.stop());

  it('answers 429 with the wait once a user passes the limit, and only that user', async () => {
    const [alice, bob] = [(await signUpAndIn(server)).token, (await signUpAndIn(server)).token];
    for (let i = 0; i < 3; i++)
      expect(
        (await server.call('POST', '/api/data/connections/test', { token: alice, body: local })).status,
      ).toBe(200);
    const refused = await server.call('POST', '/api/data-connections/test', { token: alice, body: local });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 429, errorLevel: 'warn' });
    expect(refused.body.message).toMatch(
      /^Too many connection tests\. Please wait \d+ seconds? and try again\.$/,
    );
    const wait = Number(refused.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(
      (await server.call('POST', '/api/data/connections/test', { token: bob, body: local })).status,
    ).toBe(200);

    const project = (await server.call('POST', '/api/data/projects', { token: bob, body: { name: 'G' } }))
      .body.data;
    const generate = () =>
      server.call('POST', `/api/data/projects/${project.id}/pages/generate`, { token: bob });
    expect((await generate()).status).toBe(400);
    expect((await generate()).status).toBe(400);
    const third = await generate();
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/^Too many generations\. Please wait \d+ seconds? and try again\./);
    const module = await server.call('POST', '/api/data/modules/generate', {
      token: bob,
      body: { projectId: project.id, description: 'Sales by month', dataSource: 'x', moduleType: 'line' },
    });
    expect(module.status).toBe(429);
  });
});
