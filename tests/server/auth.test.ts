import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, signUpAndIn, startTestServer, type TestServer } from './testServer.ts';

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe.each(databaseKinds)('auth API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.stop());

  describe('register', () => {
    it('creates an account and returns the profile without any password hash', async () => {
      const res = await server.call('POST', '/uc/register', {
        body: { email: 'New.User@Example.com', password: 'Secret123' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: true,
        code: 200,
        data: { email: 'New.User@Example.com', account: 'new.user@example.com' },
      });
      expect(JSON.stringify(res.body)).not.toMatch(/scrypt|passwordHash|password_hash/);
    });

    it('treats emails as unique regardless of case', async () => {
      await server.call('POST', '/uc/register', {
        body: { email: 'dup@example.com', password: 'Secret123' },
      });
      const res = await server.call('POST', '/uc/register', {
        body: { email: 'DUP@example.COM', password: 'Secret123' },
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        success: false,
        message: 'An account with this email already exists.',
      });
    });

    it.each([
      [
        { email: 'x@example.com', password: 'short1A' },
        'password',
        'Password must be at least 8 characters long.',
      ],
      [
        { email: 'x@example.com', password: 'alllower1' },
        'password',
        'Password must include at least one uppercase letter.',
      ],
      [
        { email: 'x@example.com', password: 'ALLUPPER1' },
        'password',
        'Password must include at least one lowercase letter.',
      ],
      [{ email: 'not-an-email', password: 'Secret123' }, 'email', 'Invalid email format.'],
      [{ password: 'Secret123' }, 'email', 'Email is required.'],
      [{ email: 42, password: 'Secret123' }, 'email', 'Email is required.'],
    ])('rejects %j with a message on %s', async (body, field, message) => {
      const res = await server.call('POST', '/uc/register', { body });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.data.fields[field]).toBe(message);
      expect(res.body.message).toContain(message);
    });

    it('answers malformed JSON with 400 and a message, never a stack', async () => {
      const res = await server.call('POST', '/uc/register', { body: '{"email": "a@b.co",' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 400 });
      expect(res.body.message).toMatch(/JSON/);
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
    });

    it('refuses over-long input with 400', async () => {
      const res = await server.call('POST', '/uc/register', {
        body: { email: `${'a'.repeat(300)}@example.com`, password: 'Secret123' },
      });
      expect(res.status).toBe(400);
    });
  });

  describe('login and tokens', () => {
    it('returns a JWT with the contract claims and a refresh token', async () => {
      const { token, email } = await signUpAndIn(server);
      const [header, payload] = token
        .split('.')
        .slice(0, 2)
        .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
      expect(header.alg).toBe('HS256');
      expect(payload).toMatchObject({ email, username: email.toLowerCase(), avatar: null });
      expect(payload.sub).toBe(payload.userId);
      expect(payload.tenantId).toBe(payload.userId);
      expect(payload.exp - payload.iat).toBe(3600);
    });

    it('signs in with any letter case of the email', async () => {
      const { email, password } = await signUpAndIn(server);
      const res = await server.call('POST', '/uc/login', { body: { email: email.toUpperCase(), password } });
      expect(res.status).toBe(200);
      expect(res.body.data.expiresIn).toBe(3600);
    });

    it('refuses a wrong password and an unknown email with the same message', async () => {
      const { email } = await signUpAndIn(server);
      const wrong = await server.call('POST', '/uc/login', { body: { email, password: 'Nope12345' } });
      const unknown = await server.call('POST', '/uc/login', {
        body: { email: 'nobody@example.com', password: 'Nope12345' },
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body.message).toBe('Invalid email or password.');
      expect(unknown.body.message).toBe(wrong.body.message);
    });
  });

  describe('profile', () => {
    it('reads and updates the profile of the token owner', async () => {
      const { token, email } = await signUpAndIn(server);
      const read = await server.call('GET', '/uc/profile', { token });
      expect(read.body.data.result).toMatchObject({ email, nickname: null, roleModelList: [] });
      const changes = {
        nickname: 'Ann',
        realName: 'Ann Lee',
        gender: 'female',
        phoneAreaCode: '+44',
        phoneNumber: '2071234567',
        gmtBirthday: '1990-04-30',
        language: 'en',
      };
      const put = await server.call('PUT', '/uc/profile', { token, body: changes });
      expect(put.status).toBe(200);
      expect(put.body.data.result).toMatchObject(changes);
      const again = await server.call('GET', '/uc/profile', { token });
      expect(again.body.data.result).toMatchObject(changes);
    });

    it('rejects a bad birthday and an unknown gender', async () => {
      const { token } = await signUpAndIn(server);
      const res = await server.call('PUT', '/uc/profile', {
        token,
        body: { gmtBirthday: 'yesterday', gender: 'robot' },
      });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.data.fields)).toEqual(expect.arrayContaining(['gmtBirthday', 'gender']));
    });

    it('refuses a phone that is not a phone, a birthday to come and an unknown language, keeping the profile', async () => {
      const { token } = await signUpAndIn(server);
      const future = `${new Date().getUTCFullYear() + 4}-01-01`;
      const res = await server.call('PUT', '/uc/profile', {
        token,
        body: {
          phoneNumber: 'not a phone',
          phoneAreaCode: '+1',
          gmtBirthday: future,
          language: 'English',
          nickname: 'Kim',
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.data.fields).toEqual({
        phoneNumber: 'Phone number is not a valid phone number.',
        gmtBirthday: 'Birthday cannot be in the future.',
        language: 'Choose a language from the list.',
      });
      const again = await server.call('GET', '/uc/profile', { token });
      expect(again.body.data.result).toMatchObject({ nickname: null, phoneNumber: null, gmtBirthday: null });
    });

    it.each([
      ['no token', undefined],
      ['a malformed token', 'not-a-jwt'],
    ])('answers 401 for %s', async (_label, token) => {
      const res = await server.call('GET', '/uc/profile', { token });
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    });

    it('answers 401 for a tampered token', async () => {
      const { token } = await signUpAndIn(server);
      const [h, p, s] = token.split('.');
      const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
      const forged = `${h}.${b64({ ...claims, email: 'admin@example.com' })}.${s}`;
      expect((await server.call('GET', '/uc/profile', { token: forged })).status).toBe(401);
    });

    it('answers 401 for an alg-none token', async () => {
      const { token } = await signUpAndIn(server);
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
      expect((await server.call('GET', '/uc/profile', { token: none })).status).toBe(401);
    });

    it('answers 401 for an expired token signed with the right key', async () => {
      const { token } = await signUpAndIn(server);
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode(server.config.jwtSecret));
      expect((await server.call('GET', '/uc/profile', { token: expired })).status).toBe(401);
    });

    it('answers 401 for a token signed with another key', async () => {
      const { token } = await signUpAndIn(server);
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      const foreign = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(new TextEncoder().encode('x'.repeat(40)));
      expect((await server.call('GET', '/uc/profile', { token: foreign })).status).toBe(401);
    });
  });

  describe('change password', () => {
    it('needs the current password, enforces 6 characters, and then only the new password works', async () => {
      const { token, email, refreshToken } = await signUpAndIn(server);
      const elsewhere = await server.call('POST', '/uc/login', { body: { email, password: 'Secret123' } });
      const wrong = await server.call('POST', '/auth/change-password', {
        token,
        body: { oldPassword: 'Wrong1234', newPassword: 'Better456' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Current password is incorrect.');
      const short = await server.call('POST', '/auth/change-password', {
        token,
        body: { oldPassword: 'Secret123', newPassword: '12345' },
      });
      expect(short.status).toBe(400);
      expect(short.body.data.fields.newPassword).toBe('New password must be at least 6 characters long.');
      const ok = await server.call('POST', '/auth/change-password', {
        token,
        body: { oldPassword: 'Secret123', newPassword: 'Better456' },
      });
      expect(ok.body).toMatchObject({ success: true, message: 'Password changed successfully!', data: null });
      expect(
        (await server.call('POST', '/uc/login', { body: { email, password: 'Secret123' } })).status,
      ).toBe(401);
      expect(
        (await server.call('POST', '/uc/login', { body: { email, password: 'Better456' } })).status,
      ).toBe(200);
      // The other sign-in ends; the one that changed the password goes on.
      const other = elsewhere.body.data;
      expect(
        (await server.call('POST', '/auth/refresh', { body: { refreshToken: other.refreshToken } })).status,
      ).toBe(401);
      expect((await server.call('GET', '/uc/profile', { token: other.result })).status).toBe(401);
      expect((await server.call('GET', '/uc/profile', { token })).status).toBe(200);
      expect((await server.call('POST', '/auth/refresh', { body: { refreshToken } })).status).toBe(200);
    });

    it('needs a token', async () => {
      const res = await server.call('POST', '/auth/change-password', {
        body: { oldPassword: 'a', newPassword: 'Better456' },
      });
      expect(res.status).toBe(401);
    });
  });

  describe('refresh and logout', () => {
    it('rotates the refresh token, and a replayed spent one ends the whole sign-in', async () => {
      const { refreshToken } = await signUpAndIn(server);
      const first = await server.call('POST', '/auth/refresh', { body: { refreshToken } });
      expect(first.status).toBe(200);
      expect(first.body.data.refreshToken).not.toBe(refreshToken);
      expect((await server.call('GET', '/uc/profile', { token: first.body.data.result })).status).toBe(200);
      const replay = await server.call('POST', '/auth/refresh', { body: { refreshToken } });
      expect(replay.status).toBe(401);
      expect(replay.body.success).toBe(false);
      const second = await server.call('POST', '/auth/refresh', {
        body: { refreshToken: first.body.data.refreshToken },
      });
      expect(second.status).toBe(401);
    });

    it('refuses an unknown refresh token and a missing one', async () => {
      expect((await server.call('POST', '/auth/refresh', { body: { refreshToken: 'made-up' } })).status).toBe(
        401,
      );
      expect((await server.call('POST', '/auth/refresh', { body: {} })).status).toBe(400);
    });

    it('logout revokes the refresh token', async () => {
      const { token, refreshToken } = await signUpAndIn(server);
      const out = await server.call('POST', '/auth/logout', { token, body: { refreshToken } });
      expect(out.body).toMatchObject({ success: true, data: null });
      expect((await server.call('POST', '/auth/refresh', { body: { refreshToken } })).status).toBe(401);
    });

    it('logout cannot revoke another user’s refresh token', async () => {
      const a = await signUpAndIn(server);
      const b = await signUpAndIn(server);
      await server.call('POST', '/auth/logout', { token: b.token, body: { refreshToken: a.refreshToken } });
      expect(
        (await server.call('POST', '/auth/refresh', { body: { refreshToken: a.refreshToken } })).status,
      ).toBe(200);
    });
  });
});
