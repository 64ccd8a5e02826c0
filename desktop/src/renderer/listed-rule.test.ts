import { describe, expect, it } from 'vitest';
import { listedRule } from './listed-rule';
import { ruleLines } from './fit-rules';

describe('listedRule', () => {
  it('drops the opening the list heading already says, in either language, and capitalises what is left', () => {
    expect(listedRule('Regel: alle skåler med venstre hånd.')).toBe('Alle skåler med venstre hånd.');
    expect(listedRule('Ny regel: ingen peker.')).toBe('Ingen peker.');
    expect(listedRule('Rule: drink with your left hand only.')).toBe('Drink with your left hand only.');
    expect(listedRule('New Rule : no names.')).toBe('No names.');
    expect(listedRule('Regel: Ingrid er dommer.')).toBe('Ingrid er dommer.');
    expect(listedRule('regel:øl før vin')).toBe('Øl før vin');
  });

  it('leaves a rule without the opening, or with nothing after it, as it is', () => {
    expect(listedRule('Alle må snakke dialekt')).toBe('Alle må snakke dialekt');
    expect(listedRule('Regelen er: ingen peker')).toBe('Regelen er: ingen peker');
    expect(listedRule('Regel:')).toBe('Regel:');
  });
});

describe('ruleLines', () => {
  it('shares 24 lines between the rules in play, from 16 for one rule down to 2 from nine', () => {
    expect([1, 2, 3, 4, 6, 8, 9, 12, 50].map(ruleLines)).toEqual([16, 12, 8, 6, 4, 3, 2, 2, 2]);
  });
});
