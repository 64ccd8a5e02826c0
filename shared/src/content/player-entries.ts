// Built-in entries that name people at the table through the placeholder: added to the pack's choice only
// when the room has at least 2 players, so two placeholders in one entry always get two different names.
import type { ContentLanguage } from './types';

export const PLAYER_ENTRY_PACK: Readonly<Record<ContentLanguage, readonly string[]>> = {
  norsk: [
    '@spiller skåler med @spiller. Dere må se hverandre i øynene mens dere drikker.',
    '@spiller og @spiller bytter plass resten av runden.',
    '@spiller gir @spiller et ekte kompliment. Skål!',
    'Stirrekonkurranse: @spiller mot @spiller. Den som blunker først, drikker 1 slurk.',
    '@spiller forteller hvordan de møtte @spiller. Husker dere det ikke, skåler dere.',
    '@spiller bestemmer hvem som drikker 2 slurker.',
    '@spiller må snakke med dramatisk stemme til det er @spiller sin tur.',
    'Stein, saks, papir: @spiller mot @spiller. Taperen drikker 1 slurk.',
    '@spiller lager et kallenavn til @spiller. Den som glemmer å bruke det, drikker 1 slurk.',
    'Alle som er eldre enn @spiller, drikker 1 slurk.',
  ],
  english: [
    '@player says cheers with @player. You must look each other in the eye while you drink.',
    '@player and @player swap seats for the rest of the round.',
    '@player gives @player a genuine compliment. Cheers!',
    'Staring contest: @player against @player. Whoever blinks first drinks 1 sip.',
    '@player tells everyone how they met @player. If neither of you remembers, say cheers.',
    '@player decides who drinks 2 sips.',
    "@player has to speak in a dramatic voice until it is @player's turn.",
    'Rock, paper, scissors: @player against @player. The loser drinks 1 sip.',
    '@player makes up a nickname for @player. Whoever forgets to use it drinks 1 sip.',
    'Everyone older than @player drinks 1 sip.',
  ],
};
