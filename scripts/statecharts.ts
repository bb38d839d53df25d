import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadMachines, renderStatechart, statechartsDir } from './statechartDoc.ts';

mkdirSync(statechartsDir, { recursive: true });
for (const { name, machine } of await loadMachines()) {
  writeFileSync(join(statechartsDir, `${name}.md`), renderStatechart(name, machine));
  console.log(`docs/statecharts/${name}.md`);
}
