import type { Profile } from '../../contract/auth.ts';

/** The browser's copy of the session: `token` and `user` as spec §3 names them. */
export const sessionStore = {
  token: () => localStorage.getItem('token'),
  refreshToken: () => localStorage.getItem('refreshToken'),
  save(token: string, refreshToken: string | null) {
    localStorage.setItem('token', token);
    if (refreshToken) localStorage.setItem('refreshToken', refreshToken);
    else localStorage.removeItem('refreshToken');
  },
  saveUser(user: Profile) {
    localStorage.setItem('user', JSON.stringify(user));
  },
  /** Also forgets the selected workspace, so the next user of this browser starts fresh. */
  clear() {
    for (const key of ['token', 'refreshToken', 'user', 'workspaceId']) localStorage.removeItem(key);
  },
};
