import {
  FORWARDING_PROTOCOLS,
  type Host,
  type HostRef,
  type PortForwardingRule,
  type PortForwardingRuleField,
} from '../../contract/devops.ts';
import { useDevops } from './DevopsContext.ts';
import { RulesModal } from './RulesModal.tsx';

/** Port Forwarding: the host's port forwarding rules. */
export function PortForwardingModal({
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
    <RulesModal<PortForwardingRule, PortForwardingRuleField>
      title="Port Forwarding"
      noun="port forwarding rule"
      label="Port Forwarding Rule"
      host={host}
      hostRef={hostRef}
      list={flows.portForwardingRuleList}
      editor={flows.portForwardingRuleEditor}
      describe={(r) => `${r.protocol} ${r.externalPort} to ${r.internalIp}:${r.internalPort}`}
      columns={[
        { label: 'Protocol', cell: (r) => r.protocol },
        { label: 'External Port', cell: (r) => r.externalPort },
        { label: 'Internal IP', cell: (r) => r.internalIp },
        { label: 'Internal Port', cell: (r) => r.internalPort },
        { label: 'Description', cell: (r) => r.description },
      ]}
      fields={[
        { field: 'protocol', label: 'Protocol', options: FORWARDING_PROTOCOLS },
        { field: 'externalPort', label: 'External Port', required: true },
        { field: 'internalIp', label: 'Internal IP', required: true },
        { field: 'internalPort', label: 'Internal Port', required: true },
        { field: 'description', label: 'Description' },
      ]}
      onClose={onClose}
    />
  );
}
