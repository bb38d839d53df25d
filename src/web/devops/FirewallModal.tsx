import {
  FIREWALL_ACTIONS,
  FIREWALL_PROTOCOLS,
  type FirewallRule,
  type FirewallRuleField,
  type Host,
  type HostRef,
} from '../../contract/devops.ts';
import { useDevops } from './DevopsContext.ts';
import { RulesModal } from './RulesModal.tsx';
import { StatusText } from './StatusText.tsx';

/** Firewall: the host's firewall rules. */
export function FirewallModal({
  host,
  hostRef,
  onClose,
}: {
  host: Host;
  hostRef: HostRef;
  onClose: () => void;
}) {
  const { flows } = useDevops();
  return (
    <RulesModal<FirewallRule, FirewallRuleField>
      title="Firewall"
      noun="firewall rule"
      label="Firewall Rule"
      host={host}
      hostRef={hostRef}
      list={flows.firewallRuleList}
      editor={flows.firewallRuleEditor}
      describe={(r) => `${r.protocol} ${r.port} from ${r.sourceIp}`}
      columns={[
        { label: 'Protocol', cell: (r) => r.protocol },
        { label: 'Port', cell: (r) => r.port },
        { label: 'Source IP', cell: (r) => r.sourceIp },
        { label: 'Action', cell: (r) => <StatusText status={r.action} /> },
        { label: 'Description', cell: (r) => r.description },
      ]}
      fields={[
        { field: 'protocol', label: 'Protocol', options: FIREWALL_PROTOCOLS },
        { field: 'port', label: 'Port', required: true },
        { field: 'sourceIp', label: 'Source IP', required: true },
        { field: 'action', label: 'Action', options: FIREWALL_ACTIONS },
        { field: 'description', label: 'Description' },
      ]}
      onClose={onClose}
    />
  );
}
