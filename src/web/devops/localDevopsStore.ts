import type {
  Container,
  DevopsProject,
  FirewallRule,
  HostRef,
  HostStatistics,
  HostStatus,
  Pipeline,
  PipelineRun,
  PortForwardingRule,
  StatisticsPeriod,
} from '../../contract/devops.ts';
import { duplicateForwardMessage, protocolsOverlap } from '../../contract/devops.ts';
import type { DevopsStore } from './devopsStore.ts';
import { formatDuration, formatLocalDateTime } from './formatRunTime.ts';
import { type DevopsData, sampleData } from './sampleData.ts';

/** The key one user's project is kept under. */
export const devopsStorageKey = (userId: string, project: DevopsProject) => `devops:${userId}:${project}`;

export const INTERRUPTED_NOTE = 'Interrupted: the page was reloaded while this run was going.';

/** A new host's id: the count of hosts plus one, or the next number free when that one is taken. */
export function nextHostId(existing: readonly { id: string }[]): string {
  const taken = new Set(existing.map((h) => h.id));
  let n = existing.length + 1;
  while (taken.has(String(n))) n++;
  return String(n);
}

/** A new rule's or container's id: the current time in milliseconds, made unique among `existing`. */
function timestampId(existing: readonly { id: string }[], now: number): string {
  const taken = new Set(existing.map((i) => i.id));
  let n = now;
  while (taken.has(String(n))) n++;
  return String(n);
}

/** A number in [0, 1) that depends only on `seed`, so a host's sample figures stay put. */
function unitHash(seed: string): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) / 2 ** 32;
}

const PERIOD_SPREAD: Record<StatisticsPeriod, number> = { '10 min': 1, '1 hr': 0.85, '24 hr': 0.7 };

export interface LocalDevopsStoreOptions {
  storage: Storage;
  userId: string;
  now?: () => number;
}

/**
 * The devops console's data in the browser: one localStorage entry per user and project,
 * seeded with the sample data on first read. A run left Running by an earlier page (a reload
 * during a run) is ended as Failed the first time this store reads the project.
 */
export function localDevopsStore({ storage, userId, now = Date.now }: LocalDevopsStoreOptions): DevopsStore {
  const recovered = new Set<DevopsProject>();

  function read(project: DevopsProject): DevopsData {
    const key = devopsStorageKey(userId, project);
    let data: DevopsData | null = null;
    const raw = storage.getItem(key);
    if (raw) {
      try {
        data = { ...sampleData(), ...(JSON.parse(raw) as Partial<DevopsData>) };
      } catch {
        data = null;
      }
    }
    if (!data) {
      data = sampleData();
      storage.setItem(key, JSON.stringify(data));
    }
    if (!recovered.has(project)) {
      recovered.add(project);
      if (endInterruptedRuns(data)) storage.setItem(key, JSON.stringify(data));
    }
    return data;
  }

  function endInterruptedRuns(data: DevopsData): boolean {
    const interrupted = data.runs.filter((r) => r.status === 'Running');
    for (const run of interrupted) {
      run.status = 'Failed';
      run.finishedAt = null;
      run.note = INTERRUPTED_NOTE;
      for (const stage of Object.keys(run.stages) as (keyof PipelineRun['stages'])[]) {
        const state = run.stages[stage];
        if (state === 'Running') run.stages[stage] = 'Failed';
        else if (state === 'Pending') run.stages[stage] = 'Skipped';
      }
    }
    let changed = interrupted.length > 0;
    for (const pipeline of data.pipelines) {
      if (pipeline.status !== 'Running') continue;
      pipeline.status = 'Failed';
      pipeline.duration = 'N/A';
      changed = true;
    }
    return changed;
  }

  /** Reads the project, lets `change` edit it, writes it back and answers what `change` returned. */
  async function update<R>(project: DevopsProject, change: (data: DevopsData) => R): Promise<R> {
    const data = read(project);
    const result = change(data);
    storage.setItem(devopsStorageKey(userId, project), JSON.stringify(data));
    return result;
  }

  const byId = <T extends { id: string }>(items: T[], id: string, what: string): T => {
    const item = items.find((i) => i.id === id);
    if (!item) throw new Error(`This ${what} no longer exists.`);
    return item;
  };

  const hostOf = (data: DevopsData, ref: HostRef) => byId(data.hosts, ref.hostId, 'host');

  return {
    async listHosts(project) {
      return read(project).hosts;
    },
    async getHost(project, id) {
      return read(project).hosts.find((h) => h.id === id) ?? null;
    },
    saveHost(project, id, values) {
      return update(project, (data) => {
        const status = values.status as HostStatus;
        if (id === null) {
          const host = { ...values, id: nextHostId(data.hosts), status };
          data.hosts.push(host);
          return host;
        }
        const host = byId(data.hosts, id, 'host');
        Object.assign(host, values, { id, status });
        return host;
      });
    },
    removeHost(project, id) {
      return update(project, (data) => {
        data.hosts = data.hosts.filter((h) => h.id !== id);
        delete data.firewallRules[id];
        delete data.portForwardingRules[id];
        delete data.containers[id];
      });
    },
    async hostStatistics(project, hostId, period) {
      const host = read(project).hosts.find((h) => h.id === hostId);
      if (!host || host.status === 'Offline') return { memory: 0, cpu: 0, network: 0, diskIo: 0 };
      const load = host.status === 'Maintenance' ? 0.3 : 1;
      const figure = (name: string, max: number) =>
        Math.round(
          max *
            load *
            PERIOD_SPREAD[period] *
            (0.2 + 0.8 * unitHash(`${host.id}:${host.name}:${name}:${period}`)),
        );
      const statistics: HostStatistics = {
        memory: figure('memory', 95),
        cpu: figure('cpu', 95),
        network: figure('network', 1000),
        diskIo: figure('diskIo', 400),
      };
      return statistics;
    },

    async listFirewallRules(ref) {
      return read(ref.project).firewallRules[ref.hostId] ?? [];
    },
    saveFirewallRule(ref, id, values) {
      return update(ref.project, (data) => {
        hostOf(data, ref);
        const rules = data.firewallRules[ref.hostId] ?? [];
        data.firewallRules[ref.hostId] = rules;
        const typed = values as Omit<FirewallRule, 'id'>;
        if (id === null) {
          const rule = { ...typed, id: timestampId(rules, now()) };
          rules.push(rule);
          return rule;
        }
        return Object.assign(byId(rules, id, 'firewall rule'), typed, { id });
      });
    },
    removeFirewallRule(ref, id) {
      return update(ref.project, (data) => {
        data.firewallRules[ref.hostId] = (data.firewallRules[ref.hostId] ?? []).filter((r) => r.id !== id);
      });
    },

    async listPortForwardingRules(ref) {
      return read(ref.project).portForwardingRules[ref.hostId] ?? [];
    },
    savePortForwardingRule(ref, id, values) {
      return update(ref.project, (data) => {
        hostOf(data, ref);
        const rules = data.portForwardingRules[ref.hostId] ?? [];
        data.portForwardingRules[ref.hostId] = rules;
        const typed = values as Omit<PortForwardingRule, 'id'>;
        const taken = rules.find(
          (r) =>
            r.id !== id &&
            Number(r.externalPort) === Number(typed.externalPort) &&
            protocolsOverlap(r.protocol, typed.protocol),
        );
        if (taken) {
          const message = duplicateForwardMessage(typed.externalPort, taken.protocol);
          throw Object.assign(new Error(message), { details: { fields: { externalPort: message } } });
        }
        if (id === null) {
          const rule = { ...typed, id: timestampId(rules, now()) };
          rules.push(rule);
          return rule;
        }
        return Object.assign(byId(rules, id, 'port forwarding rule'), typed, { id });
      });
    },
    removePortForwardingRule(ref, id) {
      return update(ref.project, (data) => {
        data.portForwardingRules[ref.hostId] = (data.portForwardingRules[ref.hostId] ?? []).filter(
          (r) => r.id !== id,
        );
      });
    },

    async listContainers(ref) {
      return read(ref.project).containers[ref.hostId] ?? [];
    },
    runContainer(ref, values) {
      return update(ref.project, (data) => {
        hostOf(data, ref);
        const containers = data.containers[ref.hostId] ?? [];
        data.containers[ref.hostId] = containers;
        const container: Container = { ...values, id: timestampId(containers, now()), status: 'Running' };
        containers.unshift(container);
        return container;
      });
    },
    setContainerStatus(ref, id, status) {
      return update(ref.project, (data) => {
        const container = byId(data.containers[ref.hostId] ?? [], id, 'container');
        container.status = status;
        return container;
      });
    },
    removeContainer(ref, id) {
      return update(ref.project, (data) => {
        data.containers[ref.hostId] = (data.containers[ref.hostId] ?? []).filter((c) => c.id !== id);
      });
    },

    async listPipelines(project) {
      return read(project).pipelines;
    },
    async getPipeline(project, id) {
      return read(project).pipelines.find((p) => p.id === id) ?? null;
    },
    createPipeline(project, values) {
      return update(project, (data) => {
        const pipeline: Pipeline = {
          // A timestamp, so a deleted pipeline's id (and its run history) is never reused.
          id: timestampId(data.pipelines, now()),
          name: values.name,
          status: 'Pending',
          lastRun: 'N/A',
          duration: 'N/A',
        };
        data.pipelines.unshift(pipeline);
        return pipeline;
      });
    },
    removePipeline(project, id) {
      return update(project, (data) => {
        data.pipelines = data.pipelines.filter((p) => p.id !== id);
        data.runs = data.runs.filter((r) => r.pipelineId !== id);
      });
    },
    async listRuns(project, pipelineId) {
      const runs = read(project).runs.filter((r) => pipelineId === undefined || r.pipelineId === pipelineId);
      return [...runs].sort((a, b) => b.startedAt - a.startedAt);
    },
    startRun(project, pipelineId) {
      return update(project, (data) => {
        const pipeline = byId(data.pipelines, pipelineId, 'pipeline');
        const startedAt = now();
        const run: PipelineRun = {
          id: timestampId(data.runs, startedAt),
          pipelineId,
          status: 'Running',
          startedAt,
          finishedAt: null,
          stages: { checkout: 'Pending', build: 'Pending', test: 'Pending', deploy: 'Pending' },
        };
        data.runs.push(run);
        Object.assign(pipeline, {
          status: 'Running',
          lastRun: formatLocalDateTime(startedAt),
          duration: '...',
        });
        return { pipeline: { ...pipeline }, run };
      });
    },
    updateRun(project, run) {
      return update(project, (data) => {
        const stored = data.runs.find((r) => r.id === run.id);
        if (stored) stored.stages = { ...run.stages };
      });
    },
    finishRun(project, runId, status, stages) {
      return update(project, (data) => {
        const run = byId(data.runs, runId, 'run');
        const finishedAt = now();
        Object.assign(run, { status, finishedAt, stages: { ...stages } });
        const pipeline = byId(data.pipelines, run.pipelineId, 'pipeline');
        Object.assign(pipeline, { status, duration: formatDuration(finishedAt - run.startedAt) });
        return { pipeline: { ...pipeline }, run: { ...run } };
      });
    },

    async settings(project) {
      return read(project).settings;
    },
    saveSettings(project, settings) {
      return update(project, (data) => {
        data.settings = { ...settings };
        return data.settings;
      });
    },
    async resetSampleData(project) {
      const { settings } = read(project);
      storage.setItem(devopsStorageKey(userId, project), JSON.stringify({ ...sampleData(), settings }));
    },
  };
}
