// The server's logger: JSON lines for machines (containers, log shippers, the process tests), and short readable
// lines when a person watches a terminal. One tiny formatter instead of pino-pretty: it needs no worker thread, no
// extra dependency, and prints only what a person at a party laptop needs.
import { pino, type Logger } from 'pino';

export interface LogOutput {
  isTTY?: boolean | undefined;
  write(text: string): unknown;
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fastify's own listen line: the start-up line says the same and more, so in a terminal it comes first. */
const SAID_BY_STARTUP_LINE = /^Server listening at /u;
/** pino's own fields, and ones the message already says. */
const HIDDEN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId']);

/** A pino logger writing pretty lines when `output` is a terminal, JSON lines otherwise. */
export function createLogger(level: string, output: LogOutput): Logger {
  if (!output.isTTY) return pino({ level }, output);
  return pino({ level }, { write: (line: string) => output.write(prettyLine(line)) });
}

/** Where main.ts logs: the terminal when a person watches it, else stdout written synchronously (nothing is lost
 * when the process exits right after a line). */
export function stdoutLog(): LogOutput {
  return process.stdout.isTTY ? process.stdout : pino.destination({ dest: 1, sync: true });
}

/**
 * One JSON log line as `HH:MM:SS level message key=value …`: fields whose value the message already contains are
 * left out (the start-up line says its addresses and modes in words), an error shows its stack. Fastify's listen
 * line becomes nothing.
 */
export function prettyLine(json: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof record.time === 'number' ? new Date(record.time).toTimeString().slice(0, 8) : '';
  const level = LEVEL_NAMES[Number(record.level)] ?? String(record.level);
  const message = typeof record.msg === 'string' ? record.msg : '';
  if (SAID_BY_STARTUP_LINE.test(message)) return '';
  let stack = '';
  const fields: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (HIDDEN_FIELDS.has(key) || value === undefined) continue;
    if (key === 'err' && typeof value === 'object' && value !== null && 'stack' in value) {
      stack = `\n  ${String(value.stack).replaceAll('\n', '\n  ')}`;
      continue;
    }
    const shown = typeof value === 'string' ? value : JSON.stringify(value);
    if (message.includes(shown)) continue;
    fields.push(`${key}=${shown}`);
  }
  return `${[time, level.padEnd(5), message, ...fields].filter(Boolean).join(' ')}${stack}\n`;
}
