// One free-port probe for every consumer: server tests, the browser tests' set-ups, benches and the npm scripts.
// Plain JavaScript so scripts that run before any build (the throw-away PostgreSQL and Redis) can use it too;
// free-port.d.mts beside it gives TypeScript callers its type.
import net from 'node:net';

/**
 * A port nobody listens on right now on `host`: for a server whose address must be known before it starts
 * (a public URL, a child process, PostgreSQL). Another process may take it before it is used; callers that can
 * listen on port 0 should do that instead.
 */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
