// The deck's socket calls: remove an entry for everyone, undo that, import a batch of paragraphs.
import type { CountReply, ImportItem, ImportReply, RestoreReply } from '@skal/shared';
import { askConnected, type Result } from './socket';

export function removeEntry(roomName: string, id: number): Promise<Result<CountReply>> {
  return askConnected('remove entry', { roomName, id });
}

export function restoreEntry(roomName: string, id: number): Promise<Result<RestoreReply>> {
  return askConnected('restore entry', { roomName, id });
}

export function importEntries(roomName: string, texts: ImportItem[]): Promise<Result<ImportReply>> {
  return askConnected('import entries', { roomName, texts });
}
