import { describe, expect, it } from 'vitest';
import { insightModuleMachine } from '../../machines/insightModule.machine.ts';
import { reportPageMachine } from '../../machines/reportPage.machine.ts';
import { textListMachine } from '../../machines/textList.machine.ts';
import { renderStatechart } from '../../scripts/statechartDoc.ts';

/**
 * Three charts checked by hand against their machine files, held against the generator: what
 * the freshness test cannot see (it compares pages with the generator's own output).
 */
const section = (page: string, title: string) => {
  const start = page.indexOf(`## ${title}\n`);
  expect(start, `section ${title}`).toBeGreaterThanOrEqual(0);
  const end = page.indexOf('\n## ', start + 1);
  return page.slice(start, end === -1 ? undefined : end).trim();
};

describe('hand-checked statecharts', () => {
  it('the text list: its editors and live feed are invoked, the row actions it never uses are not called spawned', () => {
    const page = renderStatechart('textList', textListMachine);
    expect(section(page, 'Actors')).toBe(
      [
        '## Actors',
        '',
        '- `createItem`: invoked in `ready.creating`',
        '- `deleteItem`: invoked in `ready.deleting`',
        '- `feed`: invoked in `(machine)`',
        '- `fetchPage`: invoked in `loading`, `ready.loadingMore`',
        '- `notice`: invoked in `(machine)`',
        '- `updateItem`: invoked in `ready.updating`',
        '',
        'Declared but not used by this machine: `itemAction`.',
      ].join('\n'),
    );
    expect(page).not.toContain('spawned');
    expect(page).toContain('- guards: formInvalid, formIsNew, hasMore, listed, reloadWanted, scopeMissing\n');
    // Guards of the whole list factory that this list does not use stay out.
    expect(page).not.toMatch(/actionOffered|draftInvalid/);
  });

  it('the report page: modules are spawned where spawnModules runs, the rest invoked', () => {
    const page = renderStatechart('reportPage', reportPageMachine);
    expect(section(page, 'Actors')).toBe(
      [
        '## Actors',
        '',
        '- `generateLayout`: invoked in `editing.generatingLayout`',
        '- `insightModule`: spawned by an action in `starting`, `loading`, `editing.idle`, `editing.generatingLayout`',
        '- `loadPage`: invoked in `loading`',
        '- `notice`: invoked in `(machine)`',
        '- `savePage`: invoked in `editing.saving.writing`',
      ].join('\n'),
    );
    expect(page).toContain(
      '- guards: allSettled, hasModules, isUnsaved, leftUnsaved, noModules, noProject\n',
    );
  });

  it('the insight module: a combined guard is drawn by its parts', () => {
    const page = renderStatechart('insightModule', insightModuleMachine);
    expect(page).toContain('module.editSave [draftDescribed and notGenerating]');
    expect(page).not.toContain('[and]');
    expect(section(page, 'Actors')).toBe('## Actors\n\n- `generateModule`: invoked in `status.generating`');
    expect(page).toContain(
      '- guards: chartChangeable, correctable, described, draftDescribed, failedBefore, hasContent, hasQuery, notGenerating, readingOffered\n',
    );
  });
});
