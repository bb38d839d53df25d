/** What `ls` prints: the sample home directory. */
export const TERMINAL_FILES = 'app  config.yaml  docker-compose.yml  logs  README.md';
export const TERMINAL_HOME = '/home/user';
export const TERMINAL_USER = 'user';

/** The commands the simulated terminal knows, as `help` lists them. */
export const TERMINAL_HELP = [
  'Commands:',
  '  help              this list',
  '  ls                list the files here',
  '  pwd               print the working directory',
  '  whoami            print the user name',
  '  hostname          print the host name',
  '  uname [-a]        print the system name',
  '  uptime            how long this session has been connected',
  '  date              print the date and time (UTC)',
  '  echo TEXT         print TEXT',
  '  clear             clear the screen',
  '  exit              close the terminal',
  'Up and Down arrows walk the command history.',
];

export const unknownCommandHint = 'Type help to see the commands.';

export interface TerminalReply {
  kind: 'output' | 'error';
  text: string;
}

export interface CommandScene {
  host: string;
  /** Epoch ms when the terminal opened, and when the command runs. */
  openedAt: number;
  at: number;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** `uptime`'s wording for a span: 'up 3 min', 'up 1:05', 'up 2 days, 4:10'. */
export function uptimeText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const clock = hours > 0 ? `${hours}:${String(rest).padStart(2, '0')}` : `${rest} min`;
  return `up ${days > 0 ? `${plural(days, 'day')}, ` : ''}${clock},  1 user`;
}

/**
 * The reply of the simulated terminal to one command (not blank, not `exit` or `clear`, which the
 * machine handles): its output, or the spec's 'Command not found: {command}' and a hint.
 */
export function runTerminalCommand(command: string, scene: CommandScene): TerminalReply[] {
  const [name = '', ...args] = command.split(/\s+/);
  const out = (...texts: string[]) => texts.map((text): TerminalReply => ({ kind: 'output', text }));
  switch (name) {
    case 'help':
      return out(...TERMINAL_HELP);
    case 'ls':
      return out(TERMINAL_FILES);
    case 'pwd':
      return out(TERMINAL_HOME);
    case 'whoami':
      return out(TERMINAL_USER);
    case 'hostname':
      return out(scene.host);
    case 'uname':
      return out(args.includes('-a') ? `Linux ${scene.host} 6.1.0-simulated x86_64 GNU/Linux` : 'Linux');
    case 'uptime':
      return out(uptimeText(scene.at - scene.openedAt));
    case 'date':
      return out(new Date(scene.at).toUTCString());
    case 'echo':
      return out(args.join(' '));
    default:
      return [
        { kind: 'error', text: `Command not found: ${command}` },
        { kind: 'output', text: unknownCommandHint },
      ];
  }
}
