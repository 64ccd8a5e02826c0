// Each market's payment settings (issue #40), read and checked once at start-up: its merchant serial number, the
// price (including VAT, in the market's currency), the currency (which must be the market's: the contract refuses
// an amount whose currency does not match the merchant sales unit's country) and the VAT the receipt shows. A bad
// setting stops start-up with one line naming it; a market without its serial number is not offered by the real
// wallet (the simulator plays every market).
import {
  DEVELOPMENT_SELLER,
  MARKET_RULES,
  MARKETS,
  type Market,
  type MarketCurrency,
  type MarketOffer,
  type Seller,
} from '@skal/shared';

export interface MarketSettings {
  currency: MarketCurrency;
  /** The price including VAT, in minor units (øre, cent). */
  priceMinor: number;
  vatPercent: number;
  /** The merchant serial number of the market's sales unit; undefined for the simulator (which has its own). */
  msn?: string | undefined;
}

/** The markets this server sells in; a market left out (null) is not offered (the drawer says so). */
export type MarketsConfig = Readonly<Record<Market, MarketSettings | null>>;

const NAMES: Record<Market, string> = { NO: 'Norway', DK: 'Denmark', FI: 'Finland' };

/** One market's variables: MARKET_DK_MSN, MARKET_DK_PRICE, MARKET_DK_CURRENCY, MARKET_DK_VAT. */
export const marketVariables = (market: Market) =>
  ['MSN', 'PRICE', 'CURRENCY', 'VAT'].map((what) => `MARKET_${market}_${what}`);

/** Every market with its defaults: what the simulator plays, and the tests' default. */
export function defaultMarkets(): MarketsConfig {
  const settings = (market: Market): MarketSettings => ({
    currency: MARKET_RULES[market].currency,
    priceMinor: MARKET_RULES[market].defaultPriceMinor,
    vatPercent: MARKET_RULES[market].defaultVatPercent,
  });
  return { NO: settings('NO'), DK: settings('DK'), FI: settings('FI') };
}

/**
 * Reads the markets from the environment. `realWallet`: the Vipps API is used, so a market is offered only with its
 * serial number (Norway's defaults to VIPPS_MSN). Throws an Error whose message is one line naming what is wrong.
 */
export function readMarkets(
  env: Record<string, string | undefined>,
  options: { realWallet: boolean; vippsMsn?: string | undefined },
): MarketsConfig {
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const result = {} as Record<Market, MarketSettings | null>;
  for (const market of MARKETS) {
    const rules = MARKET_RULES[market];
    const [msnName, priceName, currencyName, vatName] = marketVariables(market) as [string, string, string, string];
    const currency = read(currencyName);
    if (currency !== undefined && currency !== rules.currency)
      throw new Error(`${currencyName} must be ${rules.currency} for ${NAMES[market]}, got "${currency}"`);
    const rawPrice = read(priceName);
    let priceMinor = rules.defaultPriceMinor;
    if (rawPrice !== undefined) {
      if (!/^\d+(\.\d{1,2})?$/u.test(rawPrice))
        throw new Error(`${priceName} must be a price in ${rules.currency} such as 20 or 2.50, got "${rawPrice}"`);
      priceMinor = Math.round(Number(rawPrice) * 100);
      if (priceMinor <= 0) throw new Error(`${priceName} must be more than 0, got "${rawPrice}"`);
    }
    const rawVat = read(vatName);
    let vatPercent = rules.defaultVatPercent;
    if (rawVat !== undefined) {
      vatPercent = Number(rawVat);
      if (!/^\d+(\.\d+)?$/u.test(rawVat) || vatPercent >= 100)
        throw new Error(`${vatName} must be a percentage from 0 to 99.99, got "${rawVat}"`);
    }
    const msn = read(msnName) ?? (market === 'NO' ? options.vippsMsn : undefined);
    if (msn !== undefined && !/^\d+$/u.test(msn))
      throw new Error(`${msnName} must be a merchant serial number (digits), got "${msn}"`);
    const configured = [priceName, currencyName, vatName].some((name) => read(name) !== undefined);
    if (options.realWallet && !msn) {
      // Settings for a market without its sales unit: a missing serial number, said rather than ignored.
      if (configured)
        throw new Error(`${msnName} must be set to sell in ${NAMES[market]} (its merchant serial number)`);
      result[market] = null;
      continue;
    }
    result[market] = { currency: rules.currency, priceMinor, vatPercent, ...(msn ? { msn } : {}) };
  }
  return result;
}

/**
 * What each market sells at, as GET /api/app-config tells phones: a market this server does not sell in (no sales
 * unit, or no payments at all) is null, so the drawer says so up front instead of offering a payment it refuses.
 */
export function offeredMarkets(markets: MarketsConfig, payments: boolean): Record<Market, MarketOffer | null> {
  const offer = (market: Market): MarketOffer | null => {
    const settings = markets[market];
    if (!payments || !settings) return null;
    return { priceMinor: settings.priceMinor, currency: settings.currency, vatPercent: settings.vatPercent };
  };
  return { NO: offer('NO'), DK: offer('DK'), FI: offer('FI') };
}

/** Each market's seller: its own (SELLER_DK_*, SELLER_FI_*) where configured, else the common one (SELLER_*). */
export function marketSellers(config: {
  seller?: Seller | undefined;
  marketSellers?: Partial<Record<Market, Seller>> | undefined;
}): Record<Market, Seller> {
  const common = config.seller ?? DEVELOPMENT_SELLER;
  const own = config.marketSellers ?? {};
  return { NO: own.NO ?? common, DK: own.DK ?? common, FI: own.FI ?? common };
}
