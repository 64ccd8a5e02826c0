// The deck's socket calls: remove an entry for everyone, undo that, import a batch of paragraphs.
import type { CountReply, ImportReply } from '@skal/shared';
import { getSocket, type Result } from './socket';

const ACK_TIMEOUT_MS = 8000;

async function send<T extends object>(emit: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await emit();
  } catch {
    // No answer in time: the connection is gone or too slow to trust.
    return { ok: false, error: 'network' };
  }
}

export function removeEntry(roomName: string, id: number): Promise<Result<CountReply>> {
  return send(() => getSocket().timeout(ACK_TIMEOUT_MS).emitWithAck('remove entry', { roomName, id }));
}

export function restoreEntry(roomName: string, id: number): Promise<Result<CountReply>> {
  return send(() => getSocket().timeout(ACK_TIMEOUT_MS).emitWithAck('restore entry', { roomName, id }));
}

export function importEntries(roomName: string, texts: string[]): Promise<Result<ImportReply>> {
  return send(() => getSocket().timeout(ACK_TIMEOUT_MS).emitWithAck('import entries', { roomName, texts }));
}
