// The least a durable ack needs, for the bench's durable bare target: records appended to a preallocated file with
// group commit, off the event loop. Records that arrive while a write is in flight form the next batch; each batch
// is one positioned write on a descriptor opened with O_DSYNC (the write returns once its data is on disk: a write
// and an fdatasync in one call, on libuv's thread pool), and each record's promise resolves with its batch.
// The file is written in full and synced once first and then overwritten in place, wrapping at its end, so no
// write changes the file's size or its blocks: a sync then flushes data only, as SQLite's reused WAL does.
import fs from 'node:fs';
import path from 'node:path';

const FILE_BYTES = 64 * 1024 * 1024;
const ZEROS = Buffer.alloc(1024 * 1024);

/**
 * @param {string} dir  a folder on the disk under test
 * @returns {{ append(record: string): Promise<void>, writes(): number, close(): void }}
 */
export function openDurableLog(dir) {
  const file = path.join(dir, 'journal.log');
  const prepare = fs.openSync(file, 'w');
  for (let written = 0; written < FILE_BYTES; written += ZEROS.length) fs.writeSync(prepare, ZEROS);
  fs.fsyncSync(prepare);
  fs.closeSync(prepare);
  const fd = fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_DSYNC);

  /** @type {{ record: string, resolve(): void, reject(error: Error): void }[]} */
  let waiting = [];
  let writing = false;
  let offset = 0;
  let writes = 0;

  const writeBatch = () => {
    const batch = waiting;
    waiting = [];
    writing = true;
    const bytes = Buffer.from(batch.map((each) => `${each.record}\n`).join(''));
    if (offset + bytes.length > FILE_BYTES) offset = 0;
    fs.write(fd, bytes, 0, bytes.length, offset, (error) => {
      writes++;
      offset += bytes.length;
      for (const each of batch) {
        if (error) each.reject(error);
        else each.resolve();
      }
      if (waiting.length > 0) writeBatch();
      else writing = false;
    });
  };

  return {
    append: (record) =>
      new Promise((resolve, reject) => {
        waiting.push({ record, resolve, reject });
        if (!writing) writeBatch();
      }),
    writes: () => writes,
    close: () => fs.closeSync(fd),
  };
}
