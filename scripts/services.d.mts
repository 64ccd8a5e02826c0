/**
 * A throw-away service on a free loopback port: `pause` stops it but keeps its data and port, `resume` starts it
 * again (the tests of what the server does while PostgreSQL or Redis is away).
 */
export interface Service {
  url: string;
  stop(): Promise<void>;
  pause(): Promise<void>;
  resume(): Promise<void>;
}

/** The folder with initdb and pg_ctl: PG_BIN, else the newest Debian/Ubuntu install, else PATH; null if none. */
export function postgresBin(): string | null;

/** `options`: extra postgres flags, e.g. `-c shared_preload_libraries=pg_stat_statements`. */
export function startPostgres(settings?: { options?: string }): Promise<Service>;

export function startRedis(): Promise<Service>;
