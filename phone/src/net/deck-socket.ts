// The deck's socket calls: remove an entry for everyone, undo that, import a batch of paragraphs.
import type { CountReply, ImportReply } from '@skal/shared';
import { ask, isConnected, type Result } from './socket';

/** Offline they are refused at once: Socket.IO would buffer a change and make it whenever the connection returns. */
const offline = { ok: false, error: 'network' } as const;

export function removeEntry(roomName: string, id: number): Promise<Result<CountReply>> {
  return isConnected() ? ask('remove entry', { roomName, id }) : Promise.resolve(offline);
}

export function restoreEntry(roomName: string, id: number): Promise<Result<CountReply>> {
  return isConnected() ? ask('restore entry', { roomName, id }) : Promise.resolve(offline);
}

export function importEntries(roomName: string, texts: string[]): Promise<Result<ImportReply>> {
  return isConnected() ? ask('import entries', { roomName, texts }) : Promise.resolve(offline);
}
