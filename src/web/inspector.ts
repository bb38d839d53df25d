import type { ActorOptions, AnyActorLogic } from 'xstate';

type Inspect = ActorOptions<AnyActorLogic>['inspect'];

/** Set at start in development when `?inspect` or VITE_INSPECT=1 asks for the Stately inspector. */
export let inspect: Inspect | undefined;

export async function connectInspector(): Promise<void> {
  const wanted = new URLSearchParams(location.search).has('inspect') || import.meta.env.VITE_INSPECT === '1';
  if (!import.meta.env.DEV || !wanted) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector().inspect;
}
