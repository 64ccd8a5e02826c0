// Who sells the AI entries, as the law asks the legal pages and the receipt to say (ehandelsloven § 8,
// angrerettloven § 8): name, organisation number, address and e-mail. The server reads it from its environment.
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
}

/** Fills `{sellerName}`, `{sellerOrgNumber}`, `{sellerAddress}`, `{sellerEmail}` and `{roomTtlHours}` in a legal text. */
export function fillLegalText(text: string, facts: LegalFacts): string {
  const values: Record<string, string> = {
    sellerName: facts.seller.name,
    sellerOrgNumber: formatOrgNumber(facts.seller.orgNumber),
    sellerAddress: facts.seller.address,
    sellerEmail: facts.seller.email,
    roomTtlHours: String(facts.roomTtlHours),
  };
  return text.replace(/\{(\w+)\}/gu, (slot, name: string) => values[name] ?? slot);
}
