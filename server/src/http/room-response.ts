// The room read (`GET /api/{room}`) is the one large, often repeated answer: phones re-read a room on every
// join and return. An ETag lets an unchanged room answer 304 with no body, a large one goes compressed, and a large
// room's answer is kept until the room changes (rooms/room-read-cache.ts).
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoomAnswer } from '../rooms/room-read-cache';

/** Below this a compressed body saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Building a room's answer (reading every entry, JSON, its ETag, compressing it) costs one more of the address's
 * events (rate-limit.ts `charge`) per this many bytes of its JSON: the flood bench measured about 20 ms of CPU for
 * 280 KB (2,000 entries of 100 characters), some 35 `chat message`s (0.57 ms each), so 8 KiB a point.
 */
export const ROOM_BUILD_BYTES_PER_EVENT = 8 * 1024;
/** Sending an answer kept from an earlier read (no database, no JSON, no compressing) costs one per this many bytes sent. */
export const ROOM_SEND_BYTES_PER_EVENT = 64 * 1024;

/**
 * The events a room read costs beyond the one every request takes: none for a party's room; for an answer built
 * now, one per 8 KiB of its JSON (34 for a room of 2,000 entries of 100 characters, about 270 for a full room of
 * long emoji entries); for one kept from an earlier read, one per 64 KiB it sends. So one address cannot keep the
 * server busy with large reads within its limit, also by changing the room between reads.
 */
export function roomReadCost(read: { built: boolean; bytes: number; sentBytes: number }): number {
  return read.built
    ? Math.floor(read.bytes / ROOM_BUILD_BYTES_PER_EVENT)
    : Math.floor(read.sentBytes / ROOM_SEND_BYTES_PER_EVENT);
}

/** The room's answer as sent: its JSON and ETag (compressed forms are made when first asked for, then kept). */
export function roomAnswer(response: unknown): RoomAnswer {
  const body = JSON.stringify(response);
  const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, bytes: Buffer.byteLength(body), etag, compressed: new Map() };
}

function compressed(answer: RoomAnswer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  let made = answer.compressed.get(encoding);
  if (!made) {
    // A middle quality: most of the saving at a fraction of the CPU of the maximum.
    made =
      encoding === 'br'
        ? brotli(answer.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzip(answer.body);
    answer.compressed.set(encoding, made);
  }
  return made;
}

/**
 * The room's answer: 304 when the phone has it, else compressed when large. Resolves to the bytes sent
 * once the answer is handed to the reply (the route then returns the reply).
 */
export async function sendRoomJson(request: FastifyRequest, reply: FastifyReply, answer: RoomAnswer): Promise<number> {
  // Revalidated on every read (no-cache) and never kept by shared caches (private).
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  const match = request.headers['if-none-match'];
  if (match !== undefined && match.split(',').some((tag) => tag.trim().replace(/^W\//u, '') === answer.etag)) {
    reply.code(304).send();
    return 0;
  }
  reply.type('application/json; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding =
    answer.bytes < COMPRESS_FROM_BYTES
      ? null
      : /\bbr\b/u.test(accepted)
        ? 'br'
        : /\bgzip\b/u.test(accepted)
          ? 'gzip'
          : null;
  if (!encoding) {
    reply.send(answer.body);
    return answer.bytes;
  }
  const body = await compressed(answer, encoding);
  reply.header('content-encoding', encoding).send(body);
  return body.length;
}
