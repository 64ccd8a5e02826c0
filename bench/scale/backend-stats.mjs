// Redis and PostgreSQL work during the measured window: counter snapshots whose differences are divided by the adds.
import { execFileSync } from 'node:child_process';
import pg from 'pg';

/**
 * Redis time from INFO commandstats: usec is the time Redis spent executing each command (not waiting,
 * not the network), summed over every command of the server.
 * @param {string} url
 * @returns {Record<string, { calls: number, usec: number }>}
 */
export function redisSnapshot(url) {
  const info = execFileSync('redis-cli', ['-u', url, 'INFO', 'commandstats'], { encoding: 'utf8' });
  const commands = {};
  for (const match of info.matchAll(/^cmdstat_([^:]+):calls=(\d+),usec=(\d+)/gmu)) {
    commands[match[1]] = { calls: Number(match[2]), usec: Number(match[3]) };
  }
  return commands;
}

/** Totals and per-command differences between two redisSnapshot()s, busiest command first. */
export function redisBetween(before, after) {
  const commands = Object.entries(after)
    .map(([name, { calls, usec }]) => ({
      name,
      calls: calls - (before[name]?.calls ?? 0),
      usec: usec - (before[name]?.usec ?? 0),
    }))
    .filter((command) => command.calls > 0)
    .sort((a, b) => b.usec - a.usec);
  const total = (key) => commands.reduce((sum, command) => sum + command[key], 0);
  return { calls: total('calls'), usec: total('usec'), commands };
}

/**
 * PostgreSQL counters for one database, read over a connection to another one so the reads do not count.
 * pg_stat_statements (when loaded) gives execution time; pg_stat_database gives transactions either way.
 * Statements are the top-level ones, those a client sent (one round trip each): the run tracks the statements
 * inside functions too (track=all), and a function call's time already includes theirs. Those are counted apart.
 */
export class PostgresStats {
  /** @param {string} adminUrl  a database other than the measured one */
  static async open(adminUrl) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    let statements = false;
    let toplevel = false;
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      await client.query('SELECT 1 FROM pg_stat_statements LIMIT 1');
      statements = true;
      // PostgreSQL 14 and later tell top-level statements from nested ones.
      await client.query('SELECT toplevel FROM pg_stat_statements LIMIT 1');
      toplevel = true;
    } catch {
      // Not in shared_preload_libraries: only pg_stat_database is left (or, before 14, no toplevel column).
    }
    return new PostgresStats(client, statements, toplevel);
  }

  constructor(client, statements, toplevel) {
    this.client = client;
    /** Whether pg_stat_statements is available. */
    this.statements = statements;
    /** Whether it has the toplevel column; without it nested statements count as statements. */
    this.toplevel = toplevel;
  }

  /** CREATE DATABASE cannot take a parameter; the name is the bench's own. */
  async createDatabase(name) {
    await this.client.query(`CREATE DATABASE "${name}"`);
  }

  /** @param {string} database */
  async snapshot(database) {
    // pg_stat_database is refreshed from the backends' pending stats only at transaction end; this forces it.
    await this.client.query('SELECT pg_stat_clear_snapshot()');
    const { rows } = await this.client.query(
      `SELECT xact_commit::float8 AS commits, xact_rollback::float8 AS rollbacks,
              tup_inserted::float8 AS inserted, tup_updated::float8 AS updated, tup_fetched::float8 AS fetched
       FROM pg_stat_database WHERE datname = $1`,
      [database],
    );
    const snapshot = { ...rows[0] };
    if (this.statements) {
      const top = this.toplevel ? 'toplevel' : 'TRUE';
      const statements = await this.client.query(
        `SELECT COALESCE(SUM(calls) FILTER (WHERE ${top}), 0)::float8 AS calls,
                COALESCE(SUM(total_exec_time) FILTER (WHERE ${top}), 0)::float8 AS ms,
                COALESCE(SUM(calls) FILTER (WHERE NOT ${top}), 0)::float8 AS nested
         FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = $1)`,
        [database],
      );
      snapshot.statementCalls = statements.rows[0].calls;
      snapshot.statementMs = statements.rows[0].ms;
      snapshot.nestedStatementCalls = statements.rows[0].nested;
    }
    return snapshot;
  }

  close() {
    return this.client.end();
  }
}

/** Differences between two PostgresStats snapshots (statementMs/statementCalls only with pg_stat_statements). */
export function postgresBetween(before, after) {
  const out = {};
  for (const key of Object.keys(after)) out[key] = after[key] - before[key];
  return out;
}
