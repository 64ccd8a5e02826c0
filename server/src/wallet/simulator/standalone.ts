// The wallet simulator as its own process: one wallet shared by several Skål processes (and by crash tests).
// Prints one JSON line with its URL and merchant credentials.
import path from 'node:path';
import Fastify from 'fastify';
import { systemClock } from '../../clock';
import { acceptFormBodies } from '../../http/request-handling';
import { registerWalletSimulator, SIMULATOR_PREFIX } from './simulator-routes';
import { SimulatorStore } from './simulator-store';

const store = new SimulatorStore(path.join(path.resolve(process.env.DATA_DIR || 'data'), 'wallet-simulator.db'));
const app = Fastify({ logger: { level: process.env.LOG_LEVEL || 'warn' } });
acceptFormBodies(app);
const simulator = registerWalletSimulator(app, { store, clock: systemClock, log: app.log, checkoutOrigin: 'request' });
await app.listen({ port: Number(process.env.PORT || 0), host: process.env.HOST || '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const credentials = store.credentials();
process.stdout.write(
  `${JSON.stringify({
    msg: 'wallet simulator ready',
    baseUrl: `http://127.0.0.1:${port}${SIMULATOR_PREFIX}`,
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    subscriptionKey: credentials.subscriptionKey,
    msn: credentials.msn,
  })}\n`,
);

const stop = () => {
  simulator.webhooks.stop();
  void app.close().then(() => {
    store.close();
    process.exit(0);
  });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
