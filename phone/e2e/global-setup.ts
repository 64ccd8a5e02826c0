// Starts the real, built server (server/dist/app.js) on a free port, serving the built phone app; tests get its URL.
import { startServer } from './server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startServer();
  process.env.SKAL_URL = server.url;
  return server.close;
}
