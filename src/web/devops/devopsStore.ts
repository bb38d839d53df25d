import type {
  Container,
  ContainerField,
  ContainerStatus,
  DevopsProject,
  DevopsSettings,
  FirewallRule,
  FirewallRuleField,
  Host,
  HostField,
  HostRef,
  HostStatistics,
  Pipeline,
  PipelineField,
  PipelineRun,
  PortForwardingRule,
  PortForwardingRuleField,
  StatisticsPeriod,
} from '../../contract/devops.ts';

/**
 * Everything the devops console keeps, for one signed-in user, project by project. The browser
 * implementation is `localDevopsStore`; a server-backed one can replace it behind this interface.
 * Every method answers asynchronously, as a remote store would.
 */
export interface DevopsStore {
  listHosts(project: DevopsProject): Promise<Host[]>;
  /** The host, or null when the project has none with this id. */
  getHost(project: DevopsProject, id: string): Promise<Host | null>;
  /** Creates a host (`id` null) or replaces one's values. */
  saveHost(project: DevopsProject, id: string | null, values: Record<HostField, string>): Promise<Host>;
  /** Removes the host with its rules and containers. */
  removeHost(project: DevopsProject, id: string): Promise<void>;
  hostStatistics(project: DevopsProject, hostId: string, period: StatisticsPeriod): Promise<HostStatistics>;

  listFirewallRules(ref: HostRef): Promise<FirewallRule[]>;
  saveFirewallRule(
    ref: HostRef,
    id: string | null,
    values: Record<FirewallRuleField, string>,
  ): Promise<FirewallRule>;
  removeFirewallRule(ref: HostRef, id: string): Promise<void>;

  listPortForwardingRules(ref: HostRef): Promise<PortForwardingRule[]>;
  savePortForwardingRule(
    ref: HostRef,
    id: string | null,
    values: Record<PortForwardingRuleField, string>,
  ): Promise<PortForwardingRule>;
  removePortForwardingRule(ref: HostRef, id: string): Promise<void>;

  listContainers(ref: HostRef): Promise<Container[]>;
  /** Runs a new container: it starts Running. */
  runContainer(ref: HostRef, values: Record<ContainerField, string>): Promise<Container>;
  setContainerStatus(ref: HostRef, id: string, status: ContainerStatus): Promise<Container>;
  removeContainer(ref: HostRef, id: string): Promise<void>;

  listPipelines(project: DevopsProject): Promise<Pipeline[]>;
  getPipeline(project: DevopsProject, id: string): Promise<Pipeline | null>;
  /** A new pipeline has never run: Pending, last run and duration 'N/A'. */
  createPipeline(project: DevopsProject, values: Record<PipelineField, string>): Promise<Pipeline>;
  removePipeline(project: DevopsProject, id: string): Promise<void>;
  /** The project's runs, newest first; of one pipeline when `pipelineId` is given. */
  listRuns(project: DevopsProject, pipelineId?: string): Promise<PipelineRun[]>;
  /** Records a run's start: the pipeline becomes Running, last run now, duration '...'. */
  startRun(project: DevopsProject, pipelineId: string): Promise<{ pipeline: Pipeline; run: PipelineRun }>;
  /** Records a run's progress (its stages' states). */
  updateRun(project: DevopsProject, run: PipelineRun): Promise<void>;
  /** Records a run's end: the pipeline takes its status and the real elapsed duration. */
  finishRun(
    project: DevopsProject,
    runId: string,
    status: 'Success' | 'Failed',
    stages: PipelineRun['stages'],
  ): Promise<{ pipeline: Pipeline; run: PipelineRun }>;

  settings(project: DevopsProject): Promise<DevopsSettings>;
  saveSettings(project: DevopsProject, settings: DevopsSettings): Promise<DevopsSettings>;
  /** Puts the project's sample hosts, rules, containers and pipelines back, dropping the user's changes. */
  resetSampleData(project: DevopsProject): Promise<void>;
}
