// Adding one entry over HTTP (`POST /api/{room}/entries`, docs/protocol.md): what the room shell sends before the
// app's socket exists. Answers as the socket's `chat message` does, so the app handles both alike.
import type { CountReply, ErrorCode } from '@skal/shared';
import type { Result } from './socket';

export type PostedEntry = Result<CountReply>;

export async function postEntry(room: string, text: string): Promise<PostedEntry> {
  try {
    const response = await fetch(`/api/${encodeURIComponent(room)}/entries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ text }),
    });
    const body = (await response.json().catch(() => ({}))) as { count?: unknown; code?: unknown };
    if (response.ok && typeof body.count === 'number') return { ok: true, count: body.count };
    // The problem's code (docs/protocol.md); an answer without one (a proxy's page) is the server being away.
    return { ok: false, error: typeof body.code === 'string' ? (body.code as ErrorCode) : 'unavailable' };
  } catch {
    return { ok: false, error: 'network' };
  }
}
