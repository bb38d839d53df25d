import { type ComponentChild, render } from 'preact';
import { readTypedInput, releaseEarlySubmits, replayTypedInput } from './earlyInput.ts';
import { connectInspector } from './inspector.ts';
import { type ArrivalPage, PublicSite } from './PublicSite.tsx';
import { publicRoutes } from './site/publicRoutes.tsx';

/**
 * Adopts a pre-rendered public page with Preact. `render` over the existing markup (rather than
 * `hydrate`) reuses its elements and also corrects what React's markup says differently, such
 * as the ids `useId` gives.
 */
export async function startPublicSite() {
  await connectInspector();
  const root = document.getElementById('root')!;
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const route = publicRoutes.find((r) => r.path === path);
  const arrival: ArrivalPage | undefined = route && {
    path: route.path,
    component: (await route.load()).default,
  };
  const typed = readTypedInput(root);
  // The build aliases react to preact/compat, so the React element is a Preact one.
  render((<PublicSite arrival={arrival} />) as unknown as ComponentChild, root);
  replayTypedInput(root, typed);
  root.dataset.adopted = '';
  releaseEarlySubmits();
}
