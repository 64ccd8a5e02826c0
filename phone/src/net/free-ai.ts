// The room's 3 free AI entries, written in the room's language and the chosen style. The phone sends `free ai` over its socket, as the
// contract has it; while the socket is not connected (still connecting, or reconnecting) it asks over HTTP instead,
// so the button works either way. The server grants once per room, whichever way the request came.
import type { Language, StyleChoice } from '@skal/shared';
import { freeAiOutcome, requestFreeAi, type FreeAiOutcome } from './payment-api';
import { isConnected, requestFreeAiOverSocket } from './socket';
import { RefusedError } from '../components/payment-refusal';

/** 'started', 'used', or why the entries cannot come now; any other answer, or no answer in time, throws. */
export async function claimFreeAi(
  roomName: string,
  /** The room's language; without it the server uses the room's own. */
  language: Language | undefined,
  style: StyleChoice,
): Promise<FreeAiOutcome> {
  if (!isConnected()) return requestFreeAi({ roomName, ...(language ? { language } : {}), ...style });
  const answer = await requestFreeAiOverSocket(roomName, language, style);
  if (answer.ok) return 'started';
  const outcome = freeAiOutcome(answer.error);
  // A socket that has not joined the room (yet, or again) is `not_member`, as the HTTP answer's 403 is.
  if (answer.error === 'not_member') throw new RefusedError(403, answer.error);
  if (!outcome) throw new Error(`free ai was refused: ${answer.error}`);
  return outcome;
}
