// HMAC-SHA256 webhook signatures as the wallet sends them (the ePayment webhook contract; docs/payments.md), both ways.
import crypto from 'node:crypto';

export interface SignedHeaders {
  'x-ms-date': string;
  'x-ms-content-sha256': string;
  authorization: string;
}

const sha256 = (body: string) => crypto.createHash('sha256').update(body, 'utf8').digest('base64');
const hmac = (secret: string, text: string) =>
  crypto.createHmac('sha256', Buffer.from(secret, 'utf8')).update(text).digest('base64');

/** The headers the wallet adds to a webhook POST of `body` to `pathAndQuery` on `host`. */
export function signWebhook(options: {
  secret: string;
  host: string;
  pathAndQuery: string;
  body: string;
  date: Date;
}): SignedHeaders {
  const date = options.date.toUTCString();
  const contentHash = sha256(options.body);
  const signature = hmac(options.secret, `POST\n${options.pathAndQuery}\n${date};${options.host};${contentHash}`);
  return {
    'x-ms-date': date,
    'x-ms-content-sha256': contentHash,
    authorization: `HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=${signature}`,
  };
}

export type VerifyResult = { ok: true } | { ok: false; reason: string };

/** Checks body hash, signature (constant time) and freshness. Host and path are the registered ones. */
export function verifyWebhook(options: {
  secret: string;
  host: string;
  pathAndQuery: string;
  body: string;
  headers: Record<string, string | string[] | undefined>;
  now: Date;
  maxAgeMs?: number;
}): VerifyResult {
  const header = (name: string) => {
    const value = options.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const date = header('x-ms-date');
  const contentHash = header('x-ms-content-sha256');
  const authorization = header('authorization');
  if (!date || !contentHash || !authorization) return { ok: false, reason: 'missing signature headers' };

  const sentAt = Date.parse(date);
  const maxAge = options.maxAgeMs ?? 10 * 60_000;
  if (Number.isNaN(sentAt) || Math.abs(options.now.getTime() - sentAt) > maxAge)
    return { ok: false, reason: 'stale or bad date' };
  if (!safeEqual(sha256(options.body), contentHash)) return { ok: false, reason: 'content hash mismatch' };

  const match = /^HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature=(.+)$/u.exec(authorization);
  if (!match?.[1]) return { ok: false, reason: 'malformed authorization' };
  const expected = hmac(options.secret, `POST\n${options.pathAndQuery}\n${date};${options.host};${contentHash}`);
  return safeEqual(expected, match[1]) ? { ok: true } : { ok: false, reason: 'bad signature' };
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
