/** Privileges that let a MySQL / MariaDB login change data or the schema. */
const WRITING =
  /\b(ALL|INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|INDEX|TRIGGER|REFERENCES|EVENT|FILE|SUPER|LOCK TABLES)\b/i;

/**
 * Whether the lines of `SHOW GRANTS` give the login any writing privilege, on any object.
 * Role grants (`GRANT role TO user`) name no privileges and are not counted.
 */
export function grantsCanWrite(grants: string[]): boolean {
  return grants.some((line) => {
    const privileges = /^\s*GRANT\s+(.+?)\s+ON\s+/is.exec(line)?.[1];
    return privileges !== undefined && WRITING.test(privileges);
  });
}
