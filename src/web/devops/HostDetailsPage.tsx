import { useState } from 'react';
import { Link } from 'wouter';
import type { Host } from '../../contract/devops.ts';
import { button } from '../ui/controls.css.ts';
import { Icon } from '../ui/Icon.tsx';
import { container, firewall, route, terminal } from '../ui/operationsIconPaths.ts';
import { usePageMeta } from '../ui/usePageMeta.ts';
import * as s from './Devops.css.ts';
import { useDevops } from './DevopsContext.ts';
import { DockerManagementModal } from './DockerManagementModal.tsx';
import { firewallRules } from './firewallRules.tsx';
import { HostStatisticsPanel } from './HostStatisticsPanel.tsx';
import { portForwardingRules } from './portForwardingRules.tsx';
import { RulesModal } from './RulesModal.tsx';
import { StatusText } from './StatusText.tsx';
import { FactList, StoredRecordPage } from './StoredRecordPage.tsx';
import { TerminalModal } from './TerminalModal.tsx';
import { useStoreRead } from './useStoreRead.ts';

type Tool = 'terminal' | 'firewall' | 'portForwarding' | 'docker';

const tools: { tool: Tool; label: string; icon: string }[] = [
  { tool: 'terminal', label: 'Terminal', icon: terminal },
  { tool: 'firewall', label: 'Firewall', icon: firewall },
  { tool: 'portForwarding', label: 'Port Forwarding', icon: route },
  { tool: 'docker', label: 'Docker Management', icon: container },
];

const back = { href: '/hosts', label: 'Back to Host Management' };
const backLink = <Link href={back.href}>{back.label}</Link>;

/** /devops-console/hosts/{id}: the host's facts, statistics and tools, or 'Host Not Found'. */
export function HostDetailsPage({ hostId }: { hostId: string }) {
  const { store, project } = useDevops();
  const read = useStoreRead(() => store.getHost(project, hostId), `${project}|${hostId}`);
  usePageMeta('Host Details', 'A host: its details, statistics and tools.');
  return (
    <StoredRecordPage read={read} noun="Host" id={hostId} back={back}>
      {(host) => <HostDetails host={host} />}
    </StoredRecordPage>
  );
}

function HostDetails({ host }: { host: Host }) {
  const [tool, setTool] = useState<Tool | null>(null);
  const close = () => setTool(null);
  const toolProps = { host, hostRef: { project: useDevops().project, hostId: host.id }, onClose: close };
  return (
    <section className={s.page} aria-labelledby="host-title">
      <p>{backLink}</p>
      <h1 id="host-title" className={s.title}>
        Host Details
      </h1>
      <FactList
        facts={[
          { name: 'ID', value: host.id },
          { name: 'Name', value: host.name },
          { name: 'IP Address', value: host.ipAddress },
          { name: 'Status', value: <StatusText status={host.status} /> },
          { name: 'Description', value: host.description || '—' },
        ]}
      />
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
      {tool === 'firewall' && <RulesModal rules={firewallRules} {...toolProps} />}
      {tool === 'portForwarding' && <RulesModal rules={portForwardingRules} {...toolProps} />}
      {tool === 'docker' && <DockerManagementModal {...toolProps} />}
    </section>
  );
}
