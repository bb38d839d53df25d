import { useState } from 'react';
import { Link } from 'wouter';
import type { Host } from '../../contract/devops.ts';
import { button, notice } from '../ui/controls.css.ts';
import { Icon } from '../ui/Icon.tsx';
import { container, firewall, route, terminal } from '../ui/operationsIconPaths.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './Devops.css.ts';
import { useDevops } from './DevopsContext.ts';
import { DockerManagementModal } from './DockerManagementModal.tsx';
import { FirewallModal } from './FirewallModal.tsx';
import { HostStatisticsPanel } from './HostStatisticsPanel.tsx';
import { PortForwardingModal } from './PortForwardingModal.tsx';
import { StatusText } from './StatusText.tsx';
import { TerminalModal } from './TerminalModal.tsx';
import { useStoreRead } from './useStoreRead.ts';

type Tool = 'terminal' | 'firewall' | 'portForwarding' | 'docker';

const tools: { tool: Tool; label: string; icon: string }[] = [
  { tool: 'terminal', label: 'Terminal', icon: terminal },
  { tool: 'firewall', label: 'Firewall', icon: firewall },
  { tool: 'portForwarding', label: 'Port Forwarding', icon: route },
  { tool: 'docker', label: 'Docker Management', icon: container },
];

const backLink = <Link href="/hosts">Back to Host Management</Link>;

/** /devops-console/hosts/{id}: the host's facts, statistics and tools, or 'Host Not Found'. */
export function HostDetailsPage({ hostId }: { hostId: string }) {
  const { store, project } = useDevops();
  const read = useStoreRead(() => store.getHost(project, hostId), `${project}|${hostId}`);
  usePageMeta('Host Details', 'A host: its details, statistics and tools.');
  if (read.state === 'loading') return <p aria-live="polite">Loading host…</p>;
  if (read.state === 'failed')
    return (
      <p className={notice.error} role="alert">
        {read.message}
      </p>
    );
  if (!read.value)
    return (
      <section className={s.page} aria-labelledby="host-missing-title">
        <h1 id="host-missing-title" className={s.title}>
          Host Not Found
        </h1>
        <p>The host with ID "{hostId}" could not be found.</p>
        <p>{backLink}</p>
      </section>
    );
  return <HostDetails host={read.value} />;
}

function HostDetails({ host }: { host: Host }) {
  const [tool, setTool] = useState<Tool | null>(null);
  const close = () => setTool(null);
  const ref = { project: useDevops().project, hostId: host.id };
  return (
    <section className={s.page} aria-labelledby="host-title">
      <p>{backLink}</p>
      <h1 id="host-title" className={s.title}>
        Host Details
      </h1>
      <dl className={`${s.card} ${s.facts}`}>
        <dt className={s.factName}>ID</dt>
        <dd className={s.factValue}>{host.id}</dd>
        <dt className={s.factName}>Name</dt>
        <dd className={s.factValue}>{host.name}</dd>
        <dt className={s.factName}>IP Address</dt>
        <dd className={s.factValue}>{host.ipAddress}</dd>
        <dt className={s.factName}>Status</dt>
        <dd className={s.factValue}>
          <StatusText status={host.status} />
        </dd>
        <dt className={s.factName}>Description</dt>
        <dd className={s.factValue}>{host.description || '—'}</dd>
      </dl>
      <HostStatisticsPanel hostId={host.id} hostStatus={host.status} />
      <section className={s.page} aria-labelledby="tools-title">
        <h2 id="tools-title" className={s.subtitle}>
          Tools
        </h2>
        <div className={s.row}>
          {tools.map((t) => (
            <button key={t.tool} type="button" className={button.secondary} onClick={() => setTool(t.tool)}>
              <Icon path={t.icon} size={18} />
              {t.label}
            </button>
          ))}
        </div>
      </section>
      {tool === 'terminal' && <TerminalModal host={host} onClose={close} />}
      {tool === 'firewall' && <FirewallModal host={host} hostRef={ref} onClose={close} />}
      {tool === 'portForwarding' && <PortForwardingModal host={host} hostRef={ref} onClose={close} />}
      {tool === 'docker' && <DockerManagementModal host={host} hostRef={ref} onClose={close} />}
    </section>
  );
}
