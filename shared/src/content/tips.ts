// The 17 entry templates shown in the room's collapsible tips list, in both languages.
import type { ContentLanguage, Tip } from './types';

export const TIPS: Readonly<Record<ContentLanguage, readonly Tip[]>> = {
  norsk: [
    {
      preview: 'Jeg har aldri',
      text: 'Jeg har aldri … Alle som har gjort det, drikker 1 slurk.',
    },
    {
      preview: 'Hvem kommer mest sannsynlig',
      text: 'Hvem kommer mest sannsynlig til å …? Tell til tre, og alle peker samtidig. Den som får flest pekefingre, drikker 2 slurker.',
    },
    {
      preview: 'Hva vil du heller',
      text: 'Hva vil du heller: … eller …? Alle stemmer samtidig, og de som er i mindretall, drikker 1 slurk.',
    },
    {
      preview: 'Klassisk vannfall',
      text: 'Vannfall! Den som holder mobilen, begynner å drikke, og så følger alle etter rundt bordet. Du kan ikke stoppe før den som begynte rett før deg, har stoppet. Ta små slurker – vann teller også.',
    },
    {
      preview: 'Ny regel',
      text: 'Ny regel: … Den som bryter regelen, drikker 1 slurk. Regelen gjelder til mobilen har gått én runde rundt bordet.',
    },
    {
      preview: 'Velg en kategori',
      text: 'Kategori: … Den som holder mobilen, starter, og alle sier ett ord hver rundt bordet. Den som nøler eller gjentar et ord, drikker 2 slurker.',
    },
    {
      preview: 'Sannhet eller konsekvens',
      text: 'Sannhet eller konsekvens? @spiller velger spørsmålet eller utfordringen for deg. Vil du ikke, drikker du 2 slurker i stedet.',
    },
    {
      preview: 'To sannheter, én løgn',
      text: 'Fortell to sannheter og én løgn om deg selv. Alle gjetter hva som er løgnen. De som gjetter feil, drikker 1 slurk.',
    },
    {
      preview: 'Rim på rim',
      text: 'Rimrunde! Si et ord, så fortsetter resten rundt bordet med ord som rimer på det. Den som står fast eller gjentar et ord, drikker 1 slurk.',
    },
    {
      preview: 'Bli tommelmester',
      text: 'Du er tommelmester! Når du legger tommelen på bordkanten, skal alle gjøre det samme. Den siste som oppdager det, drikker 1 slurk. Gjelder til mobilen har gått én runde rundt bordet.',
    },
    {
      preview: 'Bli spørsmålsmester',
      text: 'Du er spørsmålsmester! Alle som svarer på et spørsmål fra deg, drikker 1 slurk. Gjelder til mobilen har gått én runde rundt bordet.',
    },
    {
      preview: 'Forbudt ord',
      text: 'Forbudt ord: «…». Den som sier det før mobilen har gått én runde rundt bordet, drikker 1 slurk.',
    },
    {
      preview: 'Lag en ordkjede',
      text: 'Ordkjede! Si et ord. Neste person sier et ord som begynner på den siste bokstaven i ordet ditt, og slik fortsetter det rundt bordet. Den som står fast, drikker 1 slurk.',
    },
    {
      preview: 'Alle som …',
      text: 'Alle som …, drikker 2 slurker.',
    },
    {
      preview: 'Stein, saks, papir',
      text: 'Stein, saks, papir: @spiller mot @spiller. Taperen drikker 1 slurk, vinneren deler ut 1 slurk.',
    },
    {
      preview: 'Skål for noen',
      text: 'Skål for @spiller! Den som holder mobilen, holder en kort tale, og alle skåler.',
    },
    {
      preview: 'Ta en vannpause',
      text: 'Vannpause! Alle tar en god slurk vann før mobilen går videre.',
    },
  ],
  english: [
    {
      preview: 'Never have I ever',
      text: 'Never have I ever … Everyone who has done it drinks 1 sip.',
    },
    {
      preview: 'Who is most likely',
      text: 'Who is most likely to …? Count to three and everyone points at the same time. Whoever gets the most fingers pointed at them drinks 2 sips.',
    },
    {
      preview: 'Would you rather',
      text: 'Would you rather … or …? Everyone votes at the same time, and the minority drinks 1 sip.',
    },
    {
      preview: 'Classic waterfall',
      text: 'Waterfall! The person holding the phone starts drinking, then everyone follows around the table. Nobody can stop until the person who started right before them has stopped. Take small sips – water counts too.',
    },
    {
      preview: 'New rule',
      text: 'New rule: … Whoever breaks the rule drinks 1 sip. The rule lasts until the phone has gone once around the table.',
    },
    {
      preview: 'Pick a category',
      text: 'Category: … The person holding the phone starts, and everyone says one word each around the table. Whoever hesitates or repeats a word drinks 2 sips.',
    },
    {
      preview: 'Truth or dare',
      text: 'Truth or dare? @player picks the question or the dare for you. If you would rather not, drink 2 sips instead.',
    },
    {
      preview: 'Two truths, one lie',
      text: 'Tell two truths and one lie about yourself. Everyone guesses which one is the lie. Those who guess wrong drink 1 sip.',
    },
    {
      preview: 'Rhyme round',
      text: 'Rhyme round! Say a word, and the rest continue around the table with words that rhyme with it. Whoever gets stuck or repeats a word drinks 1 sip.',
    },
    {
      preview: 'Thumb master',
      text: 'You are the thumb master! When you put your thumb on the edge of the table, everyone has to do the same. The last one to notice drinks 1 sip. Lasts until the phone has gone once around the table.',
    },
    {
      preview: 'Question master',
      text: 'You are the question master! Everyone who answers a question from you drinks 1 sip. Lasts until the phone has gone once around the table.',
    },
    {
      preview: 'Forbidden word',
      text: 'Forbidden word: "…". Whoever says it before the phone has gone once around the table drinks 1 sip.',
    },
    {
      preview: 'Word chain',
      text: 'Word chain! Say a word. The next person says a word that starts with the last letter of your word, and so on around the table. Whoever gets stuck drinks 1 sip.',
    },
    {
      preview: 'Everyone who …',
      text: 'Everyone who … drinks 2 sips.',
    },
    {
      preview: 'Rock, paper, scissors',
      text: 'Rock, paper, scissors: @player against @player. The loser drinks 1 sip, the winner hands out 1 sip.',
    },
    {
      preview: 'A toast to someone',
      text: 'A toast to @player! The person holding the phone gives a short speech, and everyone says cheers.',
    },
    {
      preview: 'Water break',
      text: 'Water break! Everyone has a good sip of water before the phone moves on.',
    },
  ],
};
