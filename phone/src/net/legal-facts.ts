// The seller and room lifetime this deployment states on its legal pages and receipt (GET /api/app-config).
import { useEffect, useState } from 'react';
import { DEFAULT_ROOM_TTL_HOURS, DEVELOPMENT_SELLER, type LegalFacts, type Seller } from '@skal/shared';
import { loadAppConfig } from './app-config';

const FALLBACK: LegalFacts = { seller: DEVELOPMENT_SELLER, roomTtlHours: DEFAULT_ROOM_TTL_HOURS };

function isSeller(value: unknown): value is Seller {
  if (typeof value !== 'object' || value === null) return false;
  const seller = value as Record<string, unknown>;
  return ['name', 'orgNumber', 'address', 'email'].every((key) => typeof seller[key] === 'string');
}

/** The facts and whether a model writes the paid entries here (without one nothing is sold: issue #39). */
export type DeploymentFacts = LegalFacts & { model: boolean };

/** Asked once per page load; an older server or no network gives the development facts. */
export async function loadLegalFacts(): Promise<DeploymentFacts> {
  const body = await loadAppConfig();
  return {
    model: body?.model === true,
    seller: isSeller(body?.seller) ? body.seller : FALLBACK.seller,
    roomTtlHours:
      typeof body?.roomTtlHours === 'number' && body.roomTtlHours > 0 ? body.roomTtlHours : FALLBACK.roomTtlHours,
  };
}

/** The facts, or null while they load (pages show nothing rather than a wrong seller). */
export function useLegalFacts(): DeploymentFacts | null {
  const [facts, setFacts] = useState<DeploymentFacts | null>(null);
  useEffect(() => {
    let live = true;
    void loadLegalFacts().then((loaded) => live && setFacts(loaded));
    return () => {
      live = false;
    };
  }, []);
  return facts;
}
