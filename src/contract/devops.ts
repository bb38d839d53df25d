import { z } from 'zod';
import { isIpAddress, isIpOrCidr, isPort, isPortOrRange } from './networkAddress.ts';

/** The devops console's entities (spec §3) and the rules of their forms (spec §5). */

export const DEVOPS_PROJECTS = ['My Project', 'Project A', 'Project B'] as const;
export type DevopsProject = (typeof DEVOPS_PROJECTS)[number];

/** One host of one project: the scope of its rules and containers. */
export interface HostRef {
  project: DevopsProject;
  hostId: string;
}

export const HOST_STATUSES = ['Online', 'Offline', 'Maintenance'] as const;
export type HostStatus = (typeof HOST_STATUSES)[number];
export interface Host {
  id: string;
  name: string;
  ipAddress: string;
  status: HostStatus;
  description: string;
}

export const FIREWALL_PROTOCOLS = ['TCP', 'UDP', 'ICMP', 'Any'] as const;
export const FIREWALL_ACTIONS = ['Allow', 'Deny'] as const;
export interface FirewallRule {
  id: string;
  protocol: (typeof FIREWALL_PROTOCOLS)[number];
  port: string;
  sourceIp: string;
  action: (typeof FIREWALL_ACTIONS)[number];
  description: string;
}

export const FORWARDING_PROTOCOLS = ['TCP', 'UDP', 'Any'] as const;
export interface PortForwardingRule {
  id: string;
  protocol: (typeof FORWARDING_PROTOCOLS)[number];
  externalPort: string;
  internalIp: string;
  internalPort: string;
  description: string;
}

export const CONTAINER_STATUSES = ['Running', 'Stopped'] as const;
export type ContainerStatus = (typeof CONTAINER_STATUSES)[number];
export interface Container {
  id: string;
  name: string;
  image: string;
  status: ContainerStatus;
  ports: string;
}

export const PIPELINE_STATUSES = ['Success', 'Failed', 'Running', 'Pending'] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];
export interface Pipeline {
  id: string;
  name: string;
  status: PipelineStatus;
  /** The local date-time of the last run, or 'N/A'. */
  lastRun: string;
  /** How long the last run took ('1m 12s'), '...' while it runs, or 'N/A'. */
  duration: string;
}

export const PIPELINE_STAGES = ['checkout', 'build', 'test', 'deploy'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
export type StageState = 'Pending' | 'Running' | 'Success' | 'Failed' | 'Skipped';
export interface PipelineRun {
  id: string;
  pipelineId: string;
  status: 'Running' | 'Success' | 'Failed';
  /** Epoch milliseconds. */
  startedAt: number;
  finishedAt: number | null;
  stages: Record<PipelineStage, StageState>;
  /** Why a run ended without its stages deciding (a reload cut it short). */
  note?: string;
}

export const STATISTICS_PERIODS = ['10 min', '1 hr', '24 hr'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
export interface HostStatistics {
  /** Percent of memory in use. */
  memory: number;
  /** Percent of CPU in use. */
  cpu: number;
  /** Megabits per second in and out. */
  network: number;
  /** Megabytes per second read and written. */
  diskIo: number;
}

export interface DevopsSettings {
  statisticsPeriod: StatisticsPeriod;
}

export const devopsMessages = {
  hostNameRequired: 'Name is required.',
  hostIpRequired: 'IP Address is required.',
  portRequired: 'Port is required.',
  sourceIpRequired: 'Source IP is required.',
  externalPortRequired: 'External Port is required.',
  internalIpRequired: 'Internal IP is required.',
  internalPortRequired: 'Internal Port is required.',
  containerRequired: 'Container Name and Image are required.',
  pipelineNameRequired: 'Name is required.',
  hostIpInvalid: 'IP Address must be an IPv4 address like 192.168.1.10 or an IPv6 address like 2001:db8::1.',
  portInvalid: 'Port must be a number from 1 to 65535, a range like 8000-8100, or Any.',
  sourceIpInvalid: 'Source IP must be Any, an IP address or a CIDR range like 10.0.0.0/8.',
  externalPortInvalid: 'External Port must be a number from 1 to 65535.',
  internalIpInvalid: 'Internal IP must be an IPv4 address like 192.168.1.10 or an IPv6 address.',
  internalPortInvalid: 'Internal Port must be a number from 1 to 65535.',
} as const;

/** Another forwarding rule of the host already takes this external port for this protocol. */
export const duplicateForwardMessage = (port: string, protocol: string) =>
  `External port ${port} (${protocol}) is already forwarded on this host.`;

/** Two forwarding protocols meet when they are the same or one of them is Any. */
export const protocolsOverlap = (a: string, b: string) => a === b || a === 'Any' || b === 'Any';

const required = (message: string) => z.string().trim().min(1, message);
/** Required, then checked by `valid` once filled (an empty field gets only the 'required' message). */
const checked = (requiredMessage: string, valid: (value: string) => boolean, invalidMessage: string) =>
  required(requiredMessage).refine((v) => v.length === 0 || valid(v), invalidMessage);
const optional = z.string().trim();

export const hostForm = z.object({
  name: required(devopsMessages.hostNameRequired),
  ipAddress: checked(devopsMessages.hostIpRequired, isIpAddress, devopsMessages.hostIpInvalid),
  status: z.enum(HOST_STATUSES),
  description: optional,
});
export type HostField = keyof z.infer<typeof hostForm>;

export const firewallRuleForm = z.object({
  protocol: z.enum(FIREWALL_PROTOCOLS),
  port: checked(
    devopsMessages.portRequired,
    (v) => v === 'Any' || isPortOrRange(v),
    devopsMessages.portInvalid,
  ),
  sourceIp: checked(
    devopsMessages.sourceIpRequired,
    (v) => v === 'Any' || isIpOrCidr(v),
    devopsMessages.sourceIpInvalid,
  ),
  action: z.enum(FIREWALL_ACTIONS),
  description: optional,
});
export type FirewallRuleField = keyof z.infer<typeof firewallRuleForm>;

export const portForwardingRuleForm = z.object({
  protocol: z.enum(FORWARDING_PROTOCOLS),
  externalPort: checked(devopsMessages.externalPortRequired, isPort, devopsMessages.externalPortInvalid),
  internalIp: checked(devopsMessages.internalIpRequired, isIpAddress, devopsMessages.internalIpInvalid),
  internalPort: checked(devopsMessages.internalPortRequired, isPort, devopsMessages.internalPortInvalid),
  description: optional,
});
export type PortForwardingRuleField = keyof z.infer<typeof portForwardingRuleForm>;

export const containerForm = z.object({
  name: required(devopsMessages.containerRequired),
  image: required(devopsMessages.containerRequired),
  ports: optional,
});
export type ContainerField = keyof z.infer<typeof containerForm>;

export const pipelineForm = z.object({ name: required(devopsMessages.pipelineNameRequired) });
export type PipelineField = keyof z.infer<typeof pipelineForm>;
