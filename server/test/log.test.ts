// Logs: short readable lines in a terminal, pino's JSON lines otherwise.
import { describe, expect, it } from 'vitest';
import { createLogger, prettyLine } from '../src/log';

function capture(isTTY: boolean) {
  const lines: string[] = [];
  return { lines, output: { isTTY, write: (text: string) => lines.push(text) } };
}

describe('logs', () => {
  it('are short lines in a terminal: time, level, message, then only the fields the message does not say', () => {
    const { lines, output } = capture(true);
    const log = createLogger('info', output);
    log.info(
      { url: 'http://0.0.0.0:8080', storage: 'sqlite /data/skal.db' },
      'Skål serving on http://0.0.0.0:8080 · storage sqlite /data/skal.db',
    );
    log.warn({ reference: 'abc', attempt: 2 }, 'payment step failed');
    log.debug('not at info');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d info {2}Skål serving on http:\/\/0\.0\.0\.0:8080 · storage sqlite \/data\/skal\.db\n$/u,
    );
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d WARN {2}payment step failed reference=abc attempt=2\n$/u);
  });

  it("show an error's stack under its line", () => {
    const line = prettyLine(
      JSON.stringify({ level: 50, time: 0, msg: 'shutdown failed', err: { stack: 'Error: x\n    at y' } }),
    );
    expect(line).toMatch(/ERROR shutdown failed\n {2}Error: x\n {6}at y\n$/u);
  });

  it("leave out Fastify's listen line, so the start-up line comes first", () => {
    expect(prettyLine(JSON.stringify({ level: 30, time: 0, msg: 'Server listening at http://127.0.0.1:8080' }))).toBe(
      '',
    );
  });

  it('pass anything that is not JSON through unchanged', () => {
    expect(prettyLine('plain text')).toBe('plain text');
  });

  it("are pino's JSON lines when the output is not a terminal", () => {
    const { lines, output } = capture(false);
    createLogger('info', output).info({ reference: 'abc' }, 'payment created');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, msg: 'payment created', reference: 'abc' });
  });
});
