import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Profile } from '../../src/contract/auth.ts';
import { authEndpoints } from '../../src/contract/authEndpoints.ts';
import { workspaceEndpoints } from '../../src/contract/workspaceEndpoints.ts';
import { liveAuthMachine } from '../../src/web/api/authApi.ts';
import { chatApi } from '../../src/web/api/chatApi.ts';
import { liveContactFormMachine } from '../../src/web/api/contactFlow.ts';
import { liveChangePasswordMachine, liveProfileMachine } from '../../src/web/api/profileFlows.ts';
import { authSessionLink, linkSession } from '../../src/web/api/sessionLink.ts';
import { liveSignInMachine } from '../../src/web/api/signInFlow.ts';
import { liveSignUpMachine } from '../../src/web/api/signUpFlow.ts';
import { runProvided } from './providedActor.ts';
import { clientWith, newUser } from './users.ts';

/** The site's live bindings (sign-up, sign-in, profile, password, contact, chat) against the real server. */
describe('account and site bindings', () => {
  let unlink = () => {};
  afterEach(() => unlink());

  it('registers, then signs in through the app session actor', async () => {
    const email = `signup${Date.now()}@example.com`;
    await runProvided(liveSignUpMachine, 'register', { email, password: 'Secret123' });
    const auth = createActor(liveAuthMachine, { input: { token: null, refreshToken: null } }).start();
    unlink = linkSession(authSessionLink(auth));
    await expect(
      runProvided(liveSignInMachine(auth), 'signIn', { email, password: 'Wrong123' }),
    ).rejects.toThrow();
    expect(auth.getSnapshot().context.error).toBeTruthy();
    await runProvided(liveSignInMachine(auth), 'signIn', { email, password: 'Secret123' });
    expect(auth.getSnapshot().context.user?.email).toBe(email);
    expect(localStorage.getItem('token')).toBe(auth.getSnapshot().context.token);
    auth.stop();
  });

  it('saves the profile and changes the password', async () => {
    const user = await newUser();
    unlink = linkSession({ token: () => user.token, unauthorized: async () => false });
    const onSaved = vi.fn();
    const saved = await runProvided<Profile>(liveProfileMachine(onSaved), 'saveProfile', {
      nickname: 'Ann',
      realName: 'Ann Lee',
    });
    expect(saved).toMatchObject({ nickname: 'Ann', realName: 'Ann Lee' });
    const profile = await clientWith(user.token).request(authEndpoints.profile, {});
    expect(profile.data.result).toMatchObject({ nickname: 'Ann', realName: 'Ann Lee' });

    await runProvided(liveChangePasswordMachine, 'changePassword', {
      oldPassword: user.password,
      newPassword: 'Another456',
    });
    const signIn = await clientWith(null).request(authEndpoints.login, {
      body: { email: user.email, password: 'Another456' },
    });
    expect(signIn.data.result).toBeTruthy();
  });

  it('stores a contact message and answers with its notice', async () => {
    const reply = await runProvided<{ id: string; notice: string }>(liveContactFormMachine, 'sendMessage', {
      name: 'Ann',
      email: 'ann@example.com',
      subject: 'Hello',
      message: 'A question about pricing.',
    });
    expect(reply.id).toBeTruthy();
    expect(reply.notice).toBeTruthy();
  });

  it('loads the public chat configuration of a workspace', async () => {
    const user = await newUser();
    const own = clientWith(user.token);
    const workspace = (
      await own.request(workspaceEndpoints.create, { body: { name: 'Help', role: 'Helps' } })
    ).data;
    const config = await chatApi.config(workspace.appId);
    expect(config).toMatchObject({ name: 'Help' });
  });
});
