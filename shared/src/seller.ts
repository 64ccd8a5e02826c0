// Who sells the AI entries, as the law asks the legal pages and the receipt to say (ehandelsloven § 8,
// angrerettloven § 8): name, organisation number, address and e-mail. The server reads it from its environment,
// one for every market (SELLER_*, and SELLER_DK_* / SELLER_FI_* where Denmark's or Finland's seller differs).
import { defaultOffer, formatMarketPrice, formatVatPercent, type Market, type MarketOffer } from './markets';

export interface Seller {
  name: string;
  /** The nine digits of Enhetsregisteret. */
  orgNumber: string;
  address: string;
  email: string;
}

export const ORG_NUMBER = /^\d{9}$/u;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

/** What a development server without SELLER_* says: plainly not a real seller. */
export const DEVELOPMENT_SELLER: Seller = {
  name: 'Skål (development build, no seller configured)',
  orgNumber: '000000000',
  address: 'No address configured (set SELLER_ADDRESS)',
  email: 'hei@skal.app',
};

/** `123 456 789`, as Norwegian organisation numbers are written. */
export function formatOrgNumber(orgNumber: string): string {
  return ORG_NUMBER.test(orgNumber) ? orgNumber.replace(/^(\d{3})(\d{3})(\d{3})$/u, '$1 $2 $3') : orgNumber;
}

/** What the legal texts leave open until the deployment tells the phone (GET /api/app-config). */
export interface LegalFacts {
  seller: Seller;
  roomTtlHours: number;
  /** The market the page's language pays in (norsk and english: Norway); unset → Norway. */
  market?: Market;
  /** What that market sells at here; unset or null (not offered) → the market's default price and VAT. */
  offer?: MarketOffer | null;
}

/**
 * Fills `{sellerName}`, `{sellerOrgNumber}`, `{sellerAddress}`, `{sellerEmail}`, `{roomTtlHours}`, `{price}` and
 * `{vatPercent}` in a legal text; the price and VAT are written as the market writes them (`20 kr.`, `25,5`).
 */
export function fillLegalText(text: string, facts: LegalFacts): string {
  const market = facts.market ?? 'NO';
  const offer = facts.offer ?? defaultOffer(market);
  const values: Record<string, string> = {
    price: formatMarketPrice(market, offer.priceMinor, offer.currency),
    vatPercent: formatVatPercent(market, offer.vatPercent),
    sellerName: facts.seller.name,
    sellerOrgNumber: formatOrgNumber(facts.seller.orgNumber),
    sellerAddress: facts.seller.address,
    sellerEmail: facts.seller.email,
    roomTtlHours: String(facts.roomTtlHours),
  };
  return text.replace(/\{(\w+)\}/gu, (slot, name: string) => values[name] ?? slot);
}
