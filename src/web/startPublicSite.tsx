import { type ComponentChild, render } from 'preact';
import { readEarlyInput, replayEarlyInput } from './earlyInput.ts';
import { connectInspector } from './inspector.ts';
import { type ArrivalPage, PublicSite } from './PublicSite.tsx';
import { publicRoutes } from './site/publicRoutes.tsx';

/**
 * React's markers in its markup (Suspense boundaries, splits between adjacent texts) mean nothing
 * to Preact, which would move the elements past them, blurring the field a visitor is typing in.
 */
function removeComments(root: Element) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

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
  const early = readEarlyInput(root);
  removeComments(root);
  // The build aliases react to preact/compat, so the React element is a Preact one.
  render((<PublicSite arrival={arrival} />) as unknown as ComponentChild, root);
  replayEarlyInput(root, early);
  root.dataset.adopted = '';
}
