import type { ConnectionValues } from '../../../machines/connectionDialog.machine.ts';
import type { SampleDatabaseInfo } from '../../contract/dataInsights.ts';

/** The name a connection to the sample database gets. */
export const SAMPLE_CONNECTION_NAME = 'Superstore sample';

/**
 * The form values of the server's sample database (any password is accepted), or null when the
 * server serves none.
 */
export function sampleConnectionValues(info: SampleDatabaseInfo): ConnectionValues | null {
  if (!info.available) return null;
  return {
    name: SAMPLE_CONNECTION_NAME,
    type: info.type,
    host: info.host,
    port: String(info.port),
    username: info.username,
    password: 'sample',
    databaseName: info.databaseName,
    charset: '',
    properties: '',
    noPassword: '',
    // The sample is served on this machine without TLS.
    ssl: 'off',
    caCertificate: '',
  };
}
