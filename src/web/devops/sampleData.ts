import type {
  Container,
  DevopsSettings,
  FirewallRule,
  Host,
  Pipeline,
  PipelineRun,
  PortForwardingRule,
} from '../../contract/devops.ts';

/** What a project holds in the devops console. */
export interface DevopsData {
  hosts: Host[];
  /** By host id. */
  firewallRules: Record<string, FirewallRule[]>;
  portForwardingRules: Record<string, PortForwardingRule[]>;
  containers: Record<string, Container[]>;
  pipelines: Pipeline[];
  runs: PipelineRun[];
  settings: DevopsSettings;
}

/** The sample data a project starts with on a user's first visit, and after 'Reset sample data'. */
export function sampleData(): DevopsData {
  return {
    hosts: [
      {
        id: '1',
        name: 'web-server-01',
        ipAddress: '192.168.1.10',
        status: 'Online',
        description: 'Main web server',
      },
      {
        id: '2',
        name: 'db-server-01',
        ipAddress: '192.168.1.20',
        status: 'Online',
        description: 'PostgreSQL database',
      },
      {
        id: '3',
        name: 'cache-server-01',
        ipAddress: '192.168.1.30',
        status: 'Maintenance',
        description: 'Redis cache',
      },
      {
        id: '4',
        name: 'backup-server-01',
        ipAddress: '192.168.1.40',
        status: 'Offline',
        description: 'Nightly backups',
      },
    ],
    firewallRules: {
      '1': [
        {
          id: '1700000000001',
          protocol: 'TCP',
          port: '80',
          sourceIp: 'Any',
          action: 'Allow',
          description: 'HTTP',
        },
        {
          id: '1700000000002',
          protocol: 'TCP',
          port: '443',
          sourceIp: 'Any',
          action: 'Allow',
          description: 'HTTPS',
        },
        {
          id: '1700000000003',
          protocol: 'TCP',
          port: '22',
          sourceIp: '10.0.0.0/8',
          action: 'Allow',
          description: 'SSH from the office network',
        },
      ],
      '2': [
        {
          id: '1700000000004',
          protocol: 'TCP',
          port: '5432',
          sourceIp: '192.168.1.0/24',
          action: 'Allow',
          description: 'PostgreSQL from the LAN',
        },
        {
          id: '1700000000005',
          protocol: 'Any',
          port: 'Any',
          sourceIp: 'Any',
          action: 'Deny',
          description: 'Everything else',
        },
      ],
    },
    portForwardingRules: {
      '1': [
        {
          id: '1700000000101',
          protocol: 'TCP',
          externalPort: '8080',
          internalIp: '192.168.1.10',
          internalPort: '80',
          description: 'Web admin',
        },
      ],
    },
    containers: {
      '1': [
        {
          id: '1700000000201',
          name: 'nginx-proxy',
          image: 'nginx:1.27',
          status: 'Running',
          ports: '8080:80',
        },
        {
          id: '1700000000202',
          name: 'node-app',
          image: 'node:20-alpine',
          status: 'Running',
          ports: '3000:3000',
        },
        { id: '1700000000203', name: 'worker', image: 'python:3.12-slim', status: 'Stopped', ports: '' },
      ],
      '2': [
        {
          id: '1700000000204',
          name: 'postgres',
          image: 'postgres:16',
          status: 'Running',
          ports: '5432:5432',
        },
      ],
    },
    pipelines: [
      {
        id: '1',
        name: 'Frontend Build',
        status: 'Success',
        lastRun: '2025-01-15 10:30:00',
        duration: '5m 23s',
      },
      {
        id: '2',
        name: 'Backend Deploy',
        status: 'Failed',
        lastRun: '2025-01-15 09:15:00',
        duration: '3m 12s',
      },
      { id: '3', name: 'Integration Tests', status: 'Pending', lastRun: 'N/A', duration: 'N/A' },
    ],
    runs: [],
    settings: { statisticsPeriod: '10 min' },
  };
}
