// One transaction on one pooled PostgreSQL connection, shared by the store's sections.
import type pg from 'pg';

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
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query(keep(result) ? 'COMMIT' : 'ROLLBACK');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
