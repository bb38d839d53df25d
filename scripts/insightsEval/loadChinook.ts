import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Chinook's PostgreSQL script into a scratch database: the script drops, creates and connects to
 * `chinook` itself, so those three statements are renamed on the way in.
 */
export function loadChinookPostgres(datasets: string, database: string): void {
  const script = readFileSync(`${datasets}/chinook/Chinook_PostgreSql.sql`, 'utf8')
    .replace(/^DROP DATABASE IF EXISTS chinook;/m, `DROP DATABASE IF EXISTS ${database} WITH (FORCE);`)
    .replace(/^CREATE DATABASE chinook;/m, `CREATE DATABASE ${database};`)
    .replace(/^\\c chinook;/m, `\\c ${database}`);
  execFileSync(
    'psql',
    ['-q', '-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1'],
    {
      input: script,
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
}

/**
 * Chinook's MySQL script into a scratch MariaDB database: the database name in its header is
 * renamed, and backslashes are kept literal (four track names hold one).
 */
export function loadChinookMariaDb(datasets: string, database: string): void {
  const script = readFileSync(`${datasets}/chinook/Chinook_MySql.sql`, 'utf8').replace(
    /^(DROP DATABASE IF EXISTS|CREATE DATABASE|USE) `Chinook`;/gm,
    `$1 \`${database}\`;`,
  );
  execFileSync('mariadb', ['-h', '127.0.0.1', '-u', 'root', '--default-character-set=utf8mb4'], {
    input: `SET SESSION sql_mode = CONCAT(@@sql_mode, ',NO_BACKSLASH_ESCAPES');\n${script}`,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
}
