import Markdown, { type Components } from 'react-markdown';
import * as s from './ChatPage.css.ts';

/** What an answer or a snippet may show; anything else (headings, images, tables) shows as its text. */
const ALLOWED = ['p', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'blockquote', 'br', 'del'];

const components: Components = {
  // Links leave the framed chat for a tab of their own.
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
};

/**
 * Text written in Markdown, rendered as React elements: HTML in the source is dropped (never
 * parsed), link targets other than http(s), mailto and tel are removed by react-markdown's URL
 * filter, and only the elements a chat message needs are kept.
 */
export function MarkdownText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={`${s.markdown}${className ? ` ${className}` : ''}`}>
      <Markdown allowedElements={ALLOWED} unwrapDisallowed components={components}>
        {text}
      </Markdown>
    </div>
  );
}
