import { skipLink } from './SkipLink.css.ts';

/** The first stop in the tab order of every layout: jumps past the header to the content. */
export function SkipLink({ target, id }: { target: string; id?: string }) {
  return (
    <a id={id} href={`#${target}`} className={skipLink}>
      Skip to content
    </a>
  );
}
