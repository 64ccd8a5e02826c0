// One transaction on one pooled PostgreSQL connection, shared by the store's sections.
import type pg from 'pg';

/** A checked-out connection's socket error: the query under way rejects with it, which is where it is handled. */
const ignoreWhileCheckedOut = () => undefined;

/**
 * Runs work in one transaction on one pooled connection: committed when it resolves, rolled back when it throws,
 * and also rolled back when `keep` says no to its result (a refused change leaves nothing behind).
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  keep: (result: T) => boolean = () => true,
): Promise<T> {
  const client = await pool.connect();
  // PostgreSQL going away while this connection is checked out makes the client emit `error`, and the pool listens
  // only to idle ones: without a listener here the process would die of an unhandled error event (found by
  // `npm run drill`, PostgreSQL stopped under load).
  client.on('error', ignoreWhileCheckedOut);
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query(keep(result) ? 'COMMIT' : 'ROLLBACK');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackFailed: unknown) => {
      // The connection itself failed: it goes, rather than back to the pool.
      broken = rollbackFailed instanceof Error ? rollbackFailed : new Error(String(rollbackFailed));
    });
    throw error;
  } finally {
    client.removeListener('error', ignoreWhileCheckedOut);
    client.release(broken);
  }
}
