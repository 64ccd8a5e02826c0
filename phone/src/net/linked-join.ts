// Starts joining the room of a scanned link (/?room=<id>) before React has rendered, so the phone is in the
// room sooner on a slow network; the home screen then picks up the answers instead of asking again.
import { fetchRoom, type RoomSnapshot } from './api';
import { joinRoom, type Result } from './socket';
import type { CountReply } from '@skal/shared';

export type JoinAnswers = [RoomSnapshot | null, Result<CountReply>];

let pending: { name: string; answers: Promise<JoinAnswers> } | null = null;

export function startLinkedJoin(name: string): void {
  const answers = Promise.all([fetchRoom(name), joinRoom(name)]);
  // Nobody may ever take it (the player navigates away); a failure must not surface as unhandled.
  answers.catch(() => undefined);
  pending = { name, answers };
}

/** The answers for this room if a linked join was started for it; each start is used once. */
export function takeLinkedJoin(name: string): Promise<JoinAnswers> | null {
  if (pending?.name !== name) return null;
  const { answers } = pending;
  pending = null;
  return answers;
}
