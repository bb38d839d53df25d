import { skipLink } from './SkipLink.css.ts';

/** The first stop in the tab order of every layout: jumps past the header to the content. */
export function SkipLink({ target }: { target: string }) {
  return (
    <a href={`#${target}`} className={skipLink}>
      Skip to content
    </a>
  );
}
