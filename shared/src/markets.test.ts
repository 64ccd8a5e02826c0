import { describe, expect, it } from 'vitest';
import {
  asksForNumber,
  defaultOffer,
  formatMarketPrice,
  formatVatPercent,
  isMarketOffer,
  MARKET_RULES,
  marketForLanguage,
  vatIncluded,
} from './markets';

describe('markets', () => {
  it('follow the paying phone language: dansk → Denmark, suomi → Finland, anything else → Norway', () => {
    expect(marketForLanguage('dansk')).toBe('DK');
    expect(marketForLanguage('suomi')).toBe('FI');
    expect(marketForLanguage('norsk')).toBe('NO');
    expect(marketForLanguage('english')).toBe('NO');
    expect(marketForLanguage('svenska')).toBe('NO');
    expect(marketForLanguage(undefined)).toBe('NO');
  });

  it('have their own currency and VAT, and only Norway asks for a number', () => {
    expect([MARKET_RULES.NO.currency, MARKET_RULES.DK.currency, MARKET_RULES.FI.currency]).toEqual([
      'NOK',
      'DKK',
      'EUR',
    ]);
    expect([MARKET_RULES.NO, MARKET_RULES.DK, MARKET_RULES.FI].map((rules) => rules.defaultVatPercent)).toEqual([
      25, 25, 25.5,
    ]);
    expect([asksForNumber('NO'), asksForNumber('DK'), asksForNumber('FI')]).toEqual([true, false, false]);
  });

  it('split out the VAT in a price that includes it, and write the price the market way', () => {
    expect(vatIncluded(2000, 25)).toBe(400);
    expect(vatIncluded(250, 25.5)).toBe(51);
    expect(formatMarketPrice('NO', 2000).replace(/\s/gu, ' ')).toBe('20 kr');
    expect(formatMarketPrice('FI', 250).replace(/\s/gu, ' ')).toBe('2,50 €');
    expect(formatMarketPrice('DK', 2000).replace(/\s/gu, ' ')).toMatch(/^20 kr\.?$/u);
  });
});

describe('market offers', () => {
  it('write the VAT rate as the market does', () => {
    expect(formatVatPercent('FI', 25.5)).toBe('25,5');
    expect(formatVatPercent('DK', 25)).toBe('25');
  });

  it('have the market defaults, and are checked as GET /api/app-config sends them', () => {
    expect(defaultOffer('FI')).toEqual({ priceMinor: 250, currency: 'EUR', vatPercent: 25.5 });
    expect(isMarketOffer({ priceMinor: 2000, currency: 'DKK', vatPercent: 25 })).toBe(true);
    expect(isMarketOffer({ priceMinor: 0, currency: 'DKK', vatPercent: 25 })).toBe(false);
    expect(isMarketOffer({ priceMinor: 2000, currency: 'SEK', vatPercent: 25 })).toBe(false);
    expect(isMarketOffer(null)).toBe(false);
  });
});
