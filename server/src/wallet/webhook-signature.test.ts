import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './webhook-signature';

const now = new Date('2026-11-22T20:00:00Z');
const base = {
  secret: 's3cret',
  host: 'skal.example:443',
  pathAndQuery: '/api/vipps/webhook',
  body: '{"reference":"skal-1"}',
};

describe('webhook signatures', () => {
  it('verifies what it signs', () => {
    const headers = signWebhook({ ...base, date: now });
    expect(verifyWebhook({ ...base, headers: { ...headers }, now })).toEqual({ ok: true });
  });

  it('refuses a changed body, secret, host or path', () => {
    const headers = signWebhook({ ...base, date: now });
    expect(verifyWebhook({ ...base, body: '{"reference":"skal-2"}', headers: { ...headers }, now }).ok).toBe(false);
    expect(verifyWebhook({ ...base, secret: 'other', headers: { ...headers }, now }).ok).toBe(false);
    expect(verifyWebhook({ ...base, host: 'evil.example', headers: { ...headers }, now }).ok).toBe(false);
    expect(verifyWebhook({ ...base, pathAndQuery: '/api/other', headers: { ...headers }, now }).ok).toBe(false);
  });

  it('refuses stale dates and missing or malformed headers', () => {
    const old = signWebhook({ ...base, date: new Date(now.getTime() - 11 * 60_000) });
    expect(verifyWebhook({ ...base, headers: { ...old }, now })).toEqual({ ok: false, reason: 'stale or bad date' });
    expect(verifyWebhook({ ...base, headers: {}, now }).ok).toBe(false);
    const headers = signWebhook({ ...base, date: now });
    expect(verifyWebhook({ ...base, headers: { ...headers, authorization: 'HMAC-SHA256 Signature=x' }, now }).ok).toBe(
      false,
    );
  });
});
