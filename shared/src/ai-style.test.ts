import { describe, expect, it } from 'vitest';
import { mentionsDrinking, styleLabel } from './ai-style';

describe('mentionsDrinking', () => {
  it('finds sips, drinks, shots and alcohol in both languages, also next to æøå and punctuation', () => {
    for (const text of [
      'Drikk 1 slurk.',
      'Alle tar to slurker!',
      'Ta en shot',
      'Hvem har mest øl igjen?',
      'Everyone drinks 2 sips.',
      'Chug your beer',
      'Whoever loses drinks.',
      'Ølpong? Nei: «øl»',
    ]) {
      expect(mentionsDrinking(text), text).toBe(true);
    }
  });

  it('knows the words of a hangover, the bottom of a glass and the drinks people name', () => {
    for (const text of [
      'Hvem har verst bakrus i morgen?',
      'Bunnis!',
      'Den som er mest beruset, vinner.',
      'Hvem blir brisen først?',
      'Ta en snaps',
      'Alle med cider i glasset',
      'Rødvin eller hvitvin?',
      'Hvem hadde fylla sist?',
      'Who gets tipsy first?',
      'Anyone hungover tomorrow?',
      'Whisky or rum?',
      'Schnapps for the winner',
      'A glass of wine',
    ]) {
      expect(mentionsDrinking(text), text).toBe(true);
    }
  });

  it('counts sips of water as drinking too: alcohol-free means no sips at all', () => {
    expect(mentionsDrinking('Alle tar en slurk vann.')).toBe(true);
    expect(mentionsDrinking('Everyone has a sip of water.')).toBe(true);
  });

  it('lets toasts, forfeits and words that only contain the letters through', () => {
    for (const text of [
      'Gjør ti push-ups eller syng en sang.',
      'Skål for verten!',
      'Cheers to the host!',
      'Gjør ti knebøy.',
      'Hvem vinner?',
      'Eat a vinegar crisp',
      'Føl deg fri',
      'Fyll inn ordet som mangler.',
      'Hvem fyller år først?',
      'Hvem vinner en bunnsolid quiz?',
      'Vinteren er lang.',
      'Begin with the person to your left.',
    ]) {
      expect(mentionsDrinking(text), text).toBe(false);
    }
  });

  // dansk (one block, beside the languages branch's additions)
  it('knows the Danish words for drinking, sips, beer and the morning after', () => {
    for (const text of [
      'Drik en slurk.',
      'Alle der har, drikker 2 slurke.',
      'Tag en tår!',
      'Hun drak sin kaffe.',
      'Hvem har tømmermænd i morgen?',
      'En kold bajer',
      'Fadøl til alle',
      'J-dag: julebryg i Netto',
      'Hvem er aftenens fulderik?',
      'En flaske spiritus',
      'Hvem bunder først?',
      'Bland en cocktail',
    ]) {
      expect(mentionsDrinking(text), text).toBe(true);
    }
  });

  it('lets Danish words that only look like drinking through', () => {
    for (const text of [
      'Jeg fik en tåre i øjet.',
      'Tårnet i Aarhus er højt.',
      'Skål for værten!',
      'Lav 10 armbøjninger.',
      'Hun bor på bunden af bakken.',
      'Syng en sang for bordet.',
    ]) {
      expect(mentionsDrinking(text), text).toBe(false);
    }
  });
});

describe('mentionsDrinking in dansk and suomi', () => {
  it('finds Danish drinking: øl, snaps, shots, drik/drikker/drak, tår and slurk', () => {
    for (const text of [
      'Alle, der har prøvet det, drikker 2 slurke.',
      'Drik en tår!',
      'Hvem drak mest i går?',
      'Tag en tår vand.',
      'Den, der taber, tager et shot.',
      'En kold øl til vinderen',
      'Hvem tager en bajer med?',
      'Snaps eller hvidvin?',
      'Bund dit glas: alle bunder!',
      'Hvem har de værste tømmermænd i morgen?',
      'Alle skåler og drikker.',
    ]) {
      expect(mentionsDrinking(text, 'dansk'), text).toBe(true);
      expect(mentionsDrinking(text), text).toBe(true);
    }
  });

  it('finds Finnish drinking: olut, viina, shotti, juo/juoda/juovat/joi, hörppy, huikka, kulaus', () => {
    for (const text of [
      'Kaikki, jotka ovat, juovat yhden huikan.',
      'Häviäjä juo kaksi huikkaa.',
      'Juokaa kaikki!',
      'Kuka joi eilen eniten?',
      'Ota hörppy vettä.',
      'Kaikki ottavat kunnon kulauksen.',
      'Voittaja saa oluen.',
      'Kuka haluaa viinaa?',
      'Ota shotti!',
      'Punaviini vai valkoviini?',
      'Kuka on ensimmäisenä kännissä?',
      'Kenellä on pahin krapula huomenna?',
      'Juomapeli alkaa nyt.',
      'Se, joka nauraa, juokoon yhden huikan.',
    ]) {
      expect(mentionsDrinking(text, 'suomi'), text).toBe(true);
      expect(mentionsDrinking(text), text).toBe(true);
    }
  });

  it('lets toasts, rooms, running, phones and coffee through', () => {
    for (const [text, language] of [
      ['Kippis, @pelaaja!', 'suomi'],
      ['Skål for @spiller!', 'dansk'],
      ['Gå ind i et andet rum og råb højt.', 'dansk'],
      ['Alle i rummet synger.', 'dansk'],
      ['Juokse pöydän ympäri.', 'suomi'],
      ['Juoni paljastuu vasta lopussa.', 'suomi'],
      ['Ojenna kännykkä vasemmalle.', 'suomi'],
      ['Kuka keittää kahvin huomenna?', 'suomi'],
      ['Teit sen hyvin, kovin hyvin.', 'suomi'],
      ['Huikea suoritus!', 'suomi'],
      ['Hän jo tietää sen.', 'suomi'],
      ['Vinderen vælger en sang.', 'dansk'],
      ['Hvem græder tårer til film?', 'dansk'],
    ] as const) {
      expect(mentionsDrinking(text, language), text).toBe(false);
    }
    // Without the language, «rum» is the drink: a Danish room only passes when the check knows it is Danish.
    expect(mentionsDrinking('Gå ind i et andet rum.')).toBe(true);
  });
});

describe('styleLabel', () => {
  it('names the style in the purchase language', () => {
    expect(styleLabel({ style: 'spicy', alcoholFree: true }, 'norsk')).toBe('Drøy, uten alkohol');
    expect(styleLabel({ style: 'classic', alcoholFree: false }, 'english')).toBe('Classic');
    expect(styleLabel({ style: 'spicy', alcoholFree: true }, 'dansk')).toBe('Vovet, uden alkohol');
    expect(styleLabel({ style: 'mild', alcoholFree: true }, 'suomi')).toBe('Kevyt, alkoholiton');
  });
});
