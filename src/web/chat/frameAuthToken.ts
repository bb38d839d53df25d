/**
 * The end-user token a host page gave the widget loader (`data-auth-token`). The loader passes it in
 * the frame address's fragment, which never reaches a server or a log; it is read once and removed
 * from the address bar.
 */
let taken: { token: string | null } | undefined;

export function takeFrameAuthToken(): string | null {
  if (taken) return taken.token;
  const params = new URLSearchParams(window.location.hash.slice(1));
  const token = params.get('authToken');
  if (token !== null) {
    params.delete('authToken');
    const rest = params.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}${rest ? `#${rest}` : ''}`,
    );
  }
  taken = { token: token || null };
  return taken.token;
}
