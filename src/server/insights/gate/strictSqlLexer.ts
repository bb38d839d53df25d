import { UnsafeQuery } from './unsafeQuery.ts';

export type SqlGrammar = 'MySQL' | 'TransactSQL';

const WORD = /[\p{L}_][\p{L}\p{N}_$]*/uy;
const NUMBER = /(?:0x[0-9a-f]+|(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?)(?![\p{L}_$])/iuy;
const SPACE = /[ \t\r\n]+/y;
const OPERATOR = /(?:<=>|<>|<=|>=|!=|->>|->|&&|[(),.+\-*/%=<>!~&|^])/y;

function at(pattern: RegExp, text: string, i: number): number {
  pattern.lastIndex = i;
  return pattern.test(text) ? pattern.lastIndex : -1;
}

/** Where a quoted run ending in `close` (doubled to escape it) ends, or -1 when it never does. */
function endOfQuoted(text: string, i: number, close: string, refuseBackslash: boolean): number {
  for (let j = i + 1; j < text.length; j++) {
    const ch = text[j];
    if (ch === '\\' && refuseBackslash)
      throw new UnsafeQuery(
        'backslashes in quoted text are read differently by the database and the checks; write the text without them.',
      );
    if (ch !== close) continue;
    if (text[j + 1] === close) {
      j++;
      continue;
    }
    return j + 1;
  }
  return -1;
}

/**
 * Reads MySQL/MariaDB or T-SQL text token by token, the way the server would, and refuses every
 * form the grammar check cannot be trusted to read the same way: comments of any kind (`--`, `#`,
 * `/* … *\/`, MySQL's `/*! … *\/` and MariaDB's `/*M! … *\/` executable comments), backslashes in
 * quoted text, variables, placeholders, ODBC escapes and more than one statement. Returns the text
 * without a trailing semicolon.
 */
export function strictSqlLex(text: string, grammar: SqlGrammar): string {
  let i = 0;
  let statements = 1;
  let end = text.length;
  const trailing = /;\s*$/.exec(text);
  if (trailing) end = trailing.index;
  while (i < end) {
    const ch = text[i]!;
    const two = text.slice(i, i + 2);
    if (two === '--' || two === '/*' || (ch === '#' && grammar === 'MySQL'))
      throw new UnsafeQuery(
        `comments (${two === '/*' ? '/* … */' : ch === '#' ? '#' : '--'}) are not allowed.`,
      );
    let next = at(SPACE, text, i);
    if (next < 0 && ch === "'") {
      next = endOfQuoted(text, i, "'", true);
      if (next < 0) throw new UnsafeQuery('a quoted text is never closed.');
    }
    if (next < 0 && ch === '`' && grammar === 'MySQL') {
      next = endOfQuoted(text, i, '`', false);
      if (next < 0) throw new UnsafeQuery('a quoted name is never closed.');
    }
    if (next < 0 && ch === '"') {
      if (grammar === 'MySQL')
        throw new UnsafeQuery(
          'double quotes mean text or a name depending on the server; use single quotes for text and backticks for names.',
        );
      next = endOfQuoted(text, i, '"', false);
      if (next < 0) throw new UnsafeQuery('a quoted name is never closed.');
    }
    if (next < 0 && ch === '[' && grammar === 'TransactSQL') {
      next = endOfQuoted(text, i, ']', false);
      if (next < 0) throw new UnsafeQuery('a bracketed name is never closed.');
    }
    if (next < 0) next = at(NUMBER, text, i);
    if (next < 0) next = at(WORD, text, i);
    if (next < 0 && two === '||' && grammar === 'MySQL')
      throw new UnsafeQuery('|| means OR or concatenation depending on the server; write OR or CONCAT().');
    if (next < 0) next = at(OPERATOR, text, i);
    if (next < 0 && ch === ';') {
      statements++;
      next = i + 1;
    }
    if (next < 0 || next > end) {
      throw new UnsafeQuery(`the character ${JSON.stringify(ch)} is not allowed here.`);
    }
    i = next;
  }
  if (statements > 1) throw new UnsafeQuery(`it holds ${statements} statements.`);
  return text.slice(0, end);
}
