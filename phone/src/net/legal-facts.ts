// The seller and room lifetime this deployment states on its legal pages and receipt (GET /api/app-config).
import { useEffect, useState } from 'react';
import { DEFAULT_ROOM_TTL_HOURS, DEVELOPMENT_SELLER, type LegalFacts, type Seller } from '@skal/shared';

const FALLBACK: LegalFacts = { seller: DEVELOPMENT_SELLER, roomTtlHours: DEFAULT_ROOM_TTL_HOURS };
let answer: Promise<LegalFacts> | null = null;

function isSeller(value: unknown): value is Seller {
  if (typeof value !== 'object' || value === null) return false;
  const seller = value as Record<string, unknown>;
  return ['name', 'orgNumber', 'address', 'email'].every((key) => typeof seller[key] === 'string');
}

/** Asked once per page load; an older server or no network gives the development facts. */
export function loadLegalFacts(): Promise<LegalFacts> {
  answer ??= fetch('/api/app-config', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { seller?: unknown; roomTtlHours?: unknown } | null) => ({
      seller: isSeller(body?.seller) ? body.seller : FALLBACK.seller,
      roomTtlHours:
        typeof body?.roomTtlHours === 'number' && body.roomTtlHours > 0 ? body.roomTtlHours : FALLBACK.roomTtlHours,
    }))
    .catch(() => FALLBACK);
  return answer;
}

/** The facts, or null while they load (pages show nothing rather than a wrong seller). */
export function useLegalFacts(): LegalFacts | null {
  const [facts, setFacts] = useState<LegalFacts | null>(null);
  useEffect(() => {
    let live = true;
    void loadLegalFacts().then((loaded) => live && setFacts(loaded));
    return () => {
      live = false;
    };
  }, []);
  return facts;
}
