import { describe, expect, it } from 'vitest';
import { inventedName, knownWords } from './name-guard';

describe('invented names in generated text', () => {
  const known = knownWords([
    'Alle skåler med Ola i dag. Den som ler, drikker 2.',
    'Jeg har aldri vært i Bergen. Hvem tør? Skål! Everyone who worked drinks. I think it is.',
  ]);

  it('finds a capitalised word mid-sentence that nobody wrote', () => {
    expect(inventedName('Ola og Per bytter plass.', known)).toBe('Per');
    expect(inventedName('Everyone who worked with Jennifer drinks.', known)).toBe('Jennifer');
  });

  it('finds an unknown word that starts a sentence beside a placeholder, as one of two people', () => {
    expect(inventedName('Kari og @spiller bytter plass.', known)).toBe('Kari');
    expect(inventedName('Skål! Liam and @player swap seats.', known)).toBe('Liam');
    expect(inventedName('Alle og @spiller drikker.', known)).toBeUndefined();
  });

  it('lets any other first word of a sentence pass: a capital says nothing there', () => {
    expect(inventedName('Forestill deg at alle drikker. Modellens tekst 1', known)).toBeUndefined();
  });

  it('lets known sentence starts, placeholders, known names and calendar words pass', () => {
    expect(inventedName('Alle drikker. Den som ler, drikker 2.', known)).toBeUndefined();
    expect(inventedName('Skål! «Hvem» tør? (Alle)', known)).toBeUndefined();
    expect(inventedName('@Spiller skåler med @player og @SPILLER.', known)).toBeUndefined();
    expect(inventedName('Skål med Ola, du har vært i Bergen!', known)).toBeUndefined();
    expect(inventedName('Everyone who worked on Monday in December drinks.', known)).toBeUndefined();
    expect(inventedName('I think TV is OK, says I.', known)).toBeUndefined();
  });
});
