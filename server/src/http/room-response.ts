// The room read (`GET /api/{room}`) is the one large, often repeated answer: phones re-read a room on every
// join and return. An ETag lets an unchanged room answer 304 with no body, and a large one goes compressed.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this a compressed body saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A room read costs one more of the address's events per this many bytes of its answer (rate-limit.ts `charge`). */
export const ROOM_READ_BYTES_PER_EVENT = 64 * 1024;

/**
 * The events a room read of `bytes` costs beyond the one every request takes: none for a party's room, about 34
 * for a full room of 2,000 long emoji entries (2.2 MB, some 35 ms of the server's CPU), so one address cannot keep
 * the server busy with large reads within its limit.
 */
export function roomReadCost(bytes: number): number {
  return Math.floor(bytes / ROOM_READ_BYTES_PER_EVENT);
}

/** The room as JSON (`body`, already serialised): 304 when the phone has it, else compressed when large. */
export async function sendRoomJson(request: FastifyRequest, reply: FastifyReply, body: string): Promise<FastifyReply> {
  const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  // Revalidated on every read (no-cache) and never kept by shared caches (private).
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  const match = request.headers['if-none-match'];
  if (match !== undefined && match.split(',').some((tag) => tag.trim().replace(/^W\//u, '') === etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (Buffer.byteLength(body) < COMPRESS_FROM_BYTES) return reply.send(body);
  // A middle quality: most of the saving at a fraction of the CPU of the maximum.
  if (/\bbr\b/u.test(accepted)) {
    const compressed = await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(compressed);
  }
  if (/\bgzip\b/u.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzip(body));
  return reply.send(body);
}
