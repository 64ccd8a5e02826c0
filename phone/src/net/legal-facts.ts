// The seller, room lifetime and market offer this deployment states on its legal pages, in the drawer and on the
// receipt (GET /api/app-config). Lazy code only (the drawer, legal pages and /betaling): app-config.ts, which the
// first script carries, stays as small as it is.
import { useEffect, useState } from 'react';
import {
  DEFAULT_ROOM_TTL_HOURS,
  DEVELOPMENT_SELLER,
  isMarketOffer,
  type LegalFacts,
  type Market,
  type MarketOffer,
  type Seller,
} from '@skal/shared';
import { loadAppConfig } from './app-config';

function isSeller(value: unknown): value is Seller {
  if (typeof value !== 'object' || value === null) return false;
  const seller = value as Record<string, unknown>;
  return ['name', 'orgNumber', 'address', 'email'].every((key) => typeof seller[key] === 'string');
}

/**
 * The facts of the market a language pays in (issue #40): its seller, and its offer (null: not offered here), with
 * whether a model writes the paid entries here (without one nothing is sold: issue #39) and whether anything is sold
 * in this market at all (a model, and the market offered).
 */
export type DeploymentFacts = LegalFacts & {
  market: Market;
  /** What the market sells at here; null when the server does not say (then the market's defaults). */
  offer: MarketOffer | null;
  /** False only when the server says the market is not offered (`markets.DK: null`). */
  offered: boolean;
  model: boolean;
  sells: boolean;
};

/** Asked once per page load; an older server or no network gives the development facts and the market's defaults. */
export async function loadLegalFacts(market: Market): Promise<DeploymentFacts> {
  const body = await loadAppConfig();
  const model = body?.model === true;
  const sellers = body?.sellers as Record<string, unknown> | undefined;
  const said = (body?.markets as Record<string, unknown> | undefined)?.[market];
  // A server from before markets says nothing per market (undefined): its one price is the market's default.
  const offered = said !== null;
  return {
    model,
    market,
    offer: isMarketOffer(said) ? said : null,
    offered,
    sells: model && offered,
    seller: isSeller(sellers?.[market]) ? sellers[market] : isSeller(body?.seller) ? body.seller : DEVELOPMENT_SELLER,
    roomTtlHours:
      typeof body?.roomTtlHours === 'number' && body.roomTtlHours > 0 ? body.roomTtlHours : DEFAULT_ROOM_TTL_HOURS,
  };
}

/**
 * The market's facts (a page's: its language's market, marketForLanguage), or null while they load (pages show
 * nothing rather than a wrong seller).
 */
export function useLegalFacts(market: Market): DeploymentFacts | null {
  const [facts, setFacts] = useState<DeploymentFacts | null>(null);
  useEffect(() => {
    let live = true;
    void loadLegalFacts(market).then((loaded) => live && setFacts(loaded));
    return () => {
      live = false;
    };
  }, [market]);
  return facts;
}
