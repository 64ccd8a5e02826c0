// docs/protocol.md is the contract a reader of the repo has: every socket event of the shared event maps and
// every HTTP route the real server registers must be documented there, written as `event` and `METHOD /path`
// (with `{param}` for a route parameter).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_EVENTS, SERVER_EVENTS } from '@skal/shared';
import { startTestServer, type TestServer } from './helpers';

const doc = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'protocol.md'),
  'utf8',
);

/** `GET /api/:roomName` as the document writes it: `GET /api/{roomName}`. */
function asDocumented(method: string, url: string): string {
  return `\`${method} ${url.replace(/:([A-Za-z]+)/gu, '{$1}')}\``;
}

let server: TestServer;
const routes: string[] = [];
beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      onRoute: (route) => {
        // Fastify adds a HEAD route for every GET; the document says so once.
        for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(asDocumented(method, route.url));
      },
    },
  );
});
afterAll(() => server.close());

describe('docs/protocol.md', () => {
  it('documents every client → server event', () => {
    const missing = Object.keys(CLIENT_EVENTS).filter((event) => !doc.includes(`\`${event}\``));
    expect(missing).toEqual([]);
  });

  it('documents every server → client event', () => {
    const missing = Object.values(SERVER_EVENTS).filter((event) => !doc.includes(`\`${event}\``));
    expect(missing).toEqual([]);
  });

  it('documents every HTTP route the server registers', () => {
    // The API, the payment routes and the wallet simulator are all registered, so a handful at least.
    expect(routes.length).toBeGreaterThan(10);
    expect(routes).toContain('`POST /api/free-ai`');
    expect(routes).toContain('`POST /api/{roomName}/entries`');
    expect(routes.filter((route) => !doc.includes(route))).toEqual([]);
  });
});
