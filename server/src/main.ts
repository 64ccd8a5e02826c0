// Entry point: environment → config → server, one start-up line, graceful shutdown on SIGTERM/SIGINT.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from './app';
import { benchPostgresAddPath, ConfigError, configFromEnv } from './config';
import { createLogger, stdoutLog } from './log';

const SHUTDOWN_LIMIT_MS = 10_000;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function main(): Promise<void> {
  // The environment's variables are in docs/configuration.md. JSON logs unless a person watches the terminal.
  const output = stdoutLog();
  let config;
  let postgresAddPath;
  try {
    config = configFromEnv(process.env, repoRoot);
    postgresAddPath = benchPostgresAddPath(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      createLogger('info', output).fatal(`configuration: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel, output);

  const server = await createServer(config, { logger, postgresAddPath });
  logger.info(
    { url: server.url, publicUrl: server.publicUrl, storage: server.storage, wallet: server.wallet, ai: server.ai },
    `Skål serving on ${server.url} · phones connect to ${server.publicUrl} · storage ${server.storage} · wallet ${server.wallet} · AI ${server.ai}`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    server
      .close()
      .then(() => {
        logger.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
