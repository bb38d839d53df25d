import { CONNECTION_TYPES } from '../../../machines/connectionDialog.machine.ts';
import {
  type ConnectionRowTest,
  type ListedConnection,
  rowTestSentences,
} from '../../../machines/connectionList.machine.ts';
import { excludedSchemasOf } from '../../contract/dataInsights.ts';
import { button } from '../ui/controls.css.ts';
import { formatDateTime } from '../ui/formatDateTime.ts';
import * as s from './Insights.css.ts';

const typeLabel = (type: string) => CONNECTION_TYPES.find((t) => t.value === type)?.label ?? type;

/** Where a connection points, as `host:port/database`, when the list knows it. */
const destination = (c: ListedConnection) =>
  c.host === undefined ? null : `${c.host}:${c.port}/${c.databaseName}`;

/** The schemas the connection leaves out of its catalog, when it leaves any out. */
const leftOut = (c: ListedConnection) => {
  const names = excludedSchemasOf(c.properties ?? {});
  return names.length > 0 ? `Leaves out schemas ${names.join(', ')}` : null;
};

/** The id column of the spec, short; the whole id shows on hover. */
const shortId = (id: string) => id.slice(0, 8);

const outcomeTone = (test: ConnectionRowTest) =>
  test.status === 'passed' ? s.resultGood : test.status === 'failed' ? s.resultBad : s.result;

/** What the row's last Test said: running, passed (with the read-only advice), or why it failed. */
function TestOutcome({ test }: { test: ConnectionRowTest | undefined }) {
  const sentences = rowTestSentences(test);
  if (!test || !sentences) return null;
  return (
    <span className={s.rowOutcome} role={test.status === 'failed' ? 'alert' : 'status'}>
      <span className={outcomeTone(test)}>{sentences.text}</span>
      {sentences.warning && <span className={s.caution}>{sentences.warning}</span>}
    </span>
  );
}

export interface ConnectionRowActions {
  edit?: () => void;
  test?: () => void;
  makeIndex?: () => void;
  definitions?: () => void;
  remove?: () => void;
}

/**
 * One listed connection: its name, type and destination, when it was indexed, its short id, its
 * buttons (an action left out is disabled) and the outcome of its last Test.
 */
export function ConnectionRow({
  connection: c,
  actions,
}: {
  connection: ListedConnection;
  actions: ConnectionRowActions;
}) {
  const action = (label: string, name: string, run: (() => void) | undefined) => (
    <button
      type="button"
      className={button.secondary}
      aria-label={`${label} ${c.name}`}
      disabled={!run}
      onClick={run}
    >
      {name}
    </button>
  );
  return (
    <li className={s.listItem}>
      <span className={s.connectionText}>
        <span className={s.itemName}>{c.name}</span>
        <span className={s.muted}>
          {typeLabel(c.type)}
          {destination(c) && ` · ${destination(c)}`}
        </span>
        {leftOut(c) && <span className={s.muted}>{leftOut(c)}</span>}
        <span className={s.muted}>
          {c.indexedAt ? `Last indexed ${formatDateTime(c.indexedAt)}` : 'Not indexed yet'} · id{' '}
          <span title={c.id}>{shortId(c.id)}</span>
        </span>
      </span>
      <span className={s.row}>
        {action('Edit', 'Edit', actions.edit)}
        {action('Test', c.test?.status === 'testing' ? 'Testing…' : 'Test', actions.test)}
        {action('Make Index for', 'Make Index', actions.makeIndex)}
        {action('Definitions of', 'Definitions', actions.definitions)}
        {action('Delete', 'Delete', actions.remove)}
      </span>
      <TestOutcome test={c.test} />
    </li>
  );
}
