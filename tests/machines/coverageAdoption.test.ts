import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StateMachine } from 'xstate';

const root = join(import.meta.dirname, '../..');
const machineFiles = readdirSync(join(root, 'machines')).filter((f) => f.endsWith('.machine.ts'));
const testSources = readdirSync(join(root, 'tests/machines'))
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => readFileSync(join(root, 'tests/machines', f), 'utf8'));

/** The names every machine test passes to `coverTransitions(...)`. */
const covered = new Set(
  testSources.flatMap((src) => [...src.matchAll(/coverTransitions\((\w+)/g)].map((m) => m[1])),
);

/** Whether a test file imports this machine file and holds something it builds to its transitions. */
const coveredThroughImport = (file: string) =>
  testSources.some((src) => src.includes(`/machines/${file}'`) && /coverTransitions\(/.test(src));

describe('every machine is held to its transitions', () => {
  it.each(machineFiles)('%s', async (file) => {
    const exports = (await import(join(root, 'machines', file))) as Record<string, unknown>;
    const machines = Object.entries(exports)
      .filter(([, value]) => value instanceof StateMachine)
      .map(([name]) => name);
    if (machines.length === 0) {
      // A factory (defineList, defineRecordEditor): its configurations are covered where they are built.
      expect(coveredThroughImport(file), `no machine test covers a machine built by ${basename(file)}`).toBe(
        true,
      );
      return;
    }
    expect(machines.filter((name) => !covered.has(name))).toEqual([]);
  });
});
