import { createActorContext } from '@xstate/react';
import { liveAuthMachine } from './api/authApi.ts';

/** The app-wide session actor. */
export const AuthContext = createActorContext(liveAuthMachine);

/** The label the header shows for the signed-in user: nickname, else email, else account. */
export function displayName(
  user: { nickname: string | null; email: string; account: string } | null,
): string {
  return user?.nickname || user?.email || user?.account || '';
}
