import type { ConnectionSettings, Connector } from './connector.ts';
import { mongoConnector } from './mongoConnector.ts';
import { mysqlConnector } from './mysqlConnector.ts';
import { postgresConnector } from './postgresConnector.ts';
import { sqlServerConnector } from './sqlServerConnector.ts';

/** The connector of the connection's engine. */
export function connectorFor(settings: ConnectionSettings): Connector {
  switch (settings.type) {
    case 'POSTGRES':
      return postgresConnector(settings);
    case 'MYSQL':
      return mysqlConnector(settings);
    case 'SQL_SERVER':
      return sqlServerConnector(settings);
    case 'MONGO':
      return mongoConnector(settings);
  }
}
