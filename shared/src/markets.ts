// Where a payment is taken (issue #40): Vipps MobilePay's ePayment API serves Norway, Denmark and Finland on one
// contract, each market with its own merchant serial number and currency. The market follows the paying phone's
// language: dansk → Denmark, suomi → Finland, norsk, english and anything else → Norway. Pure rules; the server
// reads each market's serial number, price and VAT from its configuration (server/src/payments/markets-config.ts).

export const MARKETS = ['NO', 'DK', 'FI'] as const;
export type Market = (typeof MARKETS)[number];
export type MarketCurrency = 'NOK' | 'DKK' | 'EUR';

export interface MarketRules {
  /** The only currency the market's merchant sales unit takes (the contract: it must match the unit's country). */
  currency: MarketCurrency;
  /** The default price in minor units (øre, cent), and the default VAT in percent, both configurable. */
  defaultPriceMinor: number;
  defaultVatPercent: number;
  /**
   * The country code a payer's number is sent with, or null: the contract takes Norwegian numbers only, and says not
   * to ask for one elsewhere (the wallet's own page takes the payer in Denmark and Finland).
   */
  phonePrefix: string | null;
  /** How an amount is written on the receipt (the market's own way). */
  locale: string;
}

export const MARKET_RULES: Readonly<Record<Market, MarketRules>> = {
  NO: { currency: 'NOK', defaultPriceMinor: 2000, defaultVatPercent: 25, phonePrefix: '47', locale: 'nb-NO' },
  DK: { currency: 'DKK', defaultPriceMinor: 2000, defaultVatPercent: 25, phonePrefix: null, locale: 'da-DK' },
  FI: { currency: 'EUR', defaultPriceMinor: 250, defaultVatPercent: 25.5, phonePrefix: null, locale: 'fi-FI' },
};

/** The paying phone's language → its market; a language without a market of its own (or unknown) pays in Norway. */
export function marketForLanguage(language: string | null | undefined): Market {
  if (language === 'dansk') return 'DK';
  if (language === 'suomi') return 'FI';
  return 'NO';
}

export function isMarket(value: unknown): value is Market {
  return typeof value === 'string' && (MARKETS as readonly string[]).includes(value);
}

/** Whether the market's payer is asked for (and sent with) a mobile number: Norway only. */
export function asksForNumber(market: Market): boolean {
  return MARKET_RULES[market].phonePrefix !== null;
}

/** The VAT inside a price that includes it, in minor units, rounded to the nearest (25 % of 2000 incl. is 400). */
export function vatIncluded(totalMinor: number, vatPercent: number): number {
  return totalMinor - Math.round((totalMinor * 100) / (100 + vatPercent));
}

/** An amount as the market writes it: `20 kr`, `20 kr.`, `2,50 €` (Intl, the market's locale). */
export function formatMarketPrice(market: Market, minor: number, currency = MARKET_RULES[market].currency): string {
  return new Intl.NumberFormat(MARKET_RULES[market].locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}

/** What a market sells at: the price including VAT (minor units), its currency and the VAT (GET /api/app-config). */
export interface MarketOffer {
  priceMinor: number;
  currency: MarketCurrency;
  vatPercent: number;
}

/** The market's offer with its default price and VAT (a server that does not say its own). */
export function defaultOffer(market: Market): MarketOffer {
  const rules = MARKET_RULES[market];
  return { priceMinor: rules.defaultPriceMinor, currency: rules.currency, vatPercent: rules.defaultVatPercent };
}

/** A VAT rate as the market writes it: `25`, `25,5` (no percent sign: each language places its own). */
export function formatVatPercent(market: Market, vatPercent: number): string {
  return new Intl.NumberFormat(MARKET_RULES[market].locale, { maximumFractionDigits: 2 }).format(vatPercent);
}

/** Whether `value` is an offer as GET /api/app-config sends it: a positive whole price, a currency, a VAT rate. */
export function isMarketOffer(value: unknown): value is MarketOffer {
  if (typeof value !== 'object' || value === null) return false;
  const offer = value as Record<string, unknown>;
  return (
    typeof offer.priceMinor === 'number' &&
    Number.isInteger(offer.priceMinor) &&
    offer.priceMinor > 0 &&
    (offer.currency === 'NOK' || offer.currency === 'DKK' || offer.currency === 'EUR') &&
    typeof offer.vatPercent === 'number' &&
    offer.vatPercent >= 0 &&
    offer.vatPercent < 100
  );
}
