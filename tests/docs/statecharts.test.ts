import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadMachines, renderStatechart, statechartsDir } from '../../scripts/statechartDoc.ts';

const machines = await loadMachines();

it('finds the machines', () => {
  expect(machines.map((m) => m.name)).toContain('auth');
});

it.each(machines)(
  'docs/statecharts/$name.md is current (run npm run docs:statecharts)',
  ({ name, machine }) => {
    const file = join(statechartsDir, `${name}.md`);
    expect(existsSync(file), `${file} is missing`).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(renderStatechart(name, machine));
  },
);
