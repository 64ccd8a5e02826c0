// The writer's own handle on its database's WAL file, for the syncs that make its commits durable
// (sync-pipeline.ts). fdatasync flushes the file, not the handle: the pages SQLite's connection wrote
// through its own handle are synced by this one. The WAL is deleted only when the last connection closes,
// so the writer's connection, open as long as this handle, keeps the file this handle names.
import fs from 'node:fs';
import path from 'node:path';
import type { SyncFile } from './sync-pipeline';

export interface WalFile {
  sync: SyncFile;
  close(): void;
}

/**
 * Opens `<database>-wal`, which the connection has created in WAL mode, and syncs its folder once, so the
 * file's name is on disk too (SQLite does that with its first sync of a new WAL, which in NORMAL mode
 * is the first checkpoint's).
 */
export function openWalFile(database: string): WalFile {
  const fd = fs.openSync(`${database}-wal`, 'r');
  try {
    const folder = fs.openSync(path.dirname(database), 'r');
    try {
      fs.fsyncSync(folder);
    } finally {
      fs.closeSync(folder);
    }
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  return {
    // On libuv's thread pool: the writer thread goes on with its next commit meanwhile.
    sync: (done) => fs.fdatasync(fd, (error) => done(error)),
    close: () => fs.closeSync(fd),
  };
}
