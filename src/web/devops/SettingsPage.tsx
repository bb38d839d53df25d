import { useActor } from '@xstate/react';
import { useMemo } from 'react';
import { STATISTICS_PERIODS, type StatisticsPeriod } from '../../contract/devops.ts';
import { inspect } from '../inspector.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { button, notice } from '../ui/controls.css.ts';
import { SelectField } from '../ui/SelectField.tsx';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './Devops.css.ts';
import { useDevops } from './DevopsContext.ts';

/** Settings: the default statistics period and 'Reset sample data'. */
export function SettingsPage() {
  usePageMeta('Settings', 'Preferences of the DevOps console.');
  const { flows, project, runs } = useDevops();
  const machine = useMemo(() => flows.settings(project, () => runs.forget(project)), [flows, project, runs]);
  const [snap, send] = useActor(machine, { inspect });
  const { settings, failure } = snap.context;
  return (
    <section className={s.page} aria-labelledby="settings-title">
      <h1 id="settings-title" className={s.title}>
        Settings
      </h1>
      {snap.context.notice && (
        <p className={notice.success} role="status">
          {snap.context.notice}
        </p>
      )}
      {failure && (
        <p className={notice.error} role="alert">
          {failure}
        </p>
      )}
      {snap.matches('loadFailed') && (
        <button type="button" className={button.secondary} onClick={() => send({ type: 'settings.retry' })}>
          Try again
        </button>
      )}
      {settings && (
        <section className={s.card} aria-labelledby="statistics-settings">
          <h2 id="statistics-settings" className={s.cardTitle}>
            Statistics
          </h2>
          <SelectField
            label="Default statistics period"
            options={STATISTICS_PERIODS}
            value={settings.statisticsPeriod}
            disabled={!snap.can({ type: 'settings.periodChange', period: settings.statisticsPeriod })}
            onValue={(period) => send({ type: 'settings.periodChange', period: period as StatisticsPeriod })}
          />
          <p className={s.muted}>Host Details and Monitoring open on this period.</p>
        </section>
      )}
      <section className={s.card} aria-labelledby="sample-data-settings">
        <h2 id="sample-data-settings" className={s.cardTitle}>
          Sample data
        </h2>
        <p className={s.muted}>
          Puts the sample hosts, rules, containers and pipelines of {project} back, dropping your changes to
          them.
        </p>
        <div className={s.row}>
          <button
            type="button"
            className={button.danger}
            disabled={!snap.can({ type: 'settings.reset' })}
            onClick={() => send({ type: 'settings.reset' })}
          >
            Reset sample data
          </button>
        </div>
      </section>
      <ConfirmDialog
        open={snap.matches('confirmingReset') || snap.matches('resetting')}
        title="Reset sample data"
        message={`Are you sure you want to reset the sample data of ${project}? Your changes to its hosts, rules, containers and pipelines will be lost.`}
        confirmLabel="Reset"
        busy={snap.matches('resetting')}
        onConfirm={() => send({ type: 'settings.resetConfirm' })}
        onCancel={() => send({ type: 'settings.resetCancel' })}
      />
    </section>
  );
}
