import type { ConnectionValues } from '../../../machines/connectionDialog.machine.ts';

/**
 * The sample database `npm start` serves beside the app (api-contract.md, 'Data insights'): the
 * Superstore data over the PostgreSQL protocol on the same machine; any password is accepted.
 */
export const SAMPLE_CONNECTION: ConnectionValues = {
  name: 'Superstore sample',
  type: 'POSTGRES',
  host: '127.0.0.1',
  port: '5433',
  username: 'postgres',
  password: 'postgres',
  databaseName: 'superstore',
  charset: '',
  properties: '',
};
