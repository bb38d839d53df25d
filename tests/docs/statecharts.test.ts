import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMachines, renderStatechart, statechartsDir } from '../../scripts/statechartDoc.ts';

const machines = await loadMachines();

it('finds the machines', () => {
  expect(machines.map((m) => m.name)).toContain('auth');
});

describe('docs/statecharts pages are current (npm run docs:statecharts)', () => {
  for (const { name, machine } of machines) {
    it(`docs/statecharts/${name}.md`, () => {
      const file = join(statechartsDir, `${name}.md`);
      expect(existsSync(file), `${file} is missing`).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(renderStatechart(name, machine));
    });
  }
});
