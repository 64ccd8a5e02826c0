// The 17 entry templates shown in the room's collapsible tips list, in every language (each written in its own
// party language, not translated word for word).
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
  dansk: [
    {
      preview: 'Jeg har aldrig',
      text: 'Jeg har aldrig … Alle, der har prøvet det, drikker 1 slurk.',
    },
    {
      preview: 'Hvem er mest tilbøjelig',
      text: 'Hvem er mest tilbøjelig til at …? Tæl til tre, og alle peger på samme tid. Den, der får flest fingre, drikker 2 slurke.',
    },
    {
      preview: 'Hvad vil du helst',
      text: 'Hvad vil du helst: … eller …? Alle stemmer på samme tid, og dem i mindretal drikker 1 slurk.',
    },
    {
      preview: 'Klassisk vandfald',
      text: 'Vandfald! Den, der har mobilen, begynder at drikke, og så følger resten efter rundt om bordet. Du må ikke stoppe, før den, der startede lige før dig, er stoppet. Tag små slurke – vand tæller også.',
    },
    {
      preview: 'Ny regel',
      text: 'Ny regel: … Den, der bryder reglen, drikker 1 slurk. Reglen gælder, til mobilen har været én gang rundt om bordet.',
    },
    {
      preview: 'Vælg en kategori',
      text: 'Kategori: … Den, der har mobilen, starter, og alle siger ét ord hver rundt om bordet. Den, der tøver eller gentager et ord, drikker 2 slurke.',
    },
    {
      preview: 'Sandhed eller konsekvens',
      text: 'Sandhed eller konsekvens? @spiller vælger spørgsmålet eller udfordringen til dig. Har du ikke lyst, drikker du 2 slurke i stedet.',
    },
    {
      preview: 'To sandheder, én løgn',
      text: 'Fortæl to sandheder og én løgn om dig selv. Alle gætter, hvad der er løgnen. Dem, der gætter forkert, drikker 1 slurk.',
    },
    {
      preview: 'Rim på rim',
      text: 'Rimrunde! Sig et ord, og resten fortsætter rundt om bordet med ord, der rimer på det. Den, der går i stå eller gentager et ord, drikker 1 slurk.',
    },
    {
      preview: 'Bliv tommelmester',
      text: 'Du er tommelmester! Når du lægger tommelfingeren på bordkanten, skal alle gøre det samme. Den sidste, der opdager det, drikker 1 slurk. Gælder, til mobilen har været én gang rundt om bordet.',
    },
    {
      preview: 'Bliv spørgemester',
      text: 'Du er spørgemester! Alle, der svarer på et spørgsmål fra dig, drikker 1 slurk. Gælder, til mobilen har været én gang rundt om bordet.',
    },
    {
      preview: 'Forbudt ord',
      text: 'Forbudt ord: »…«. Den, der siger det, før mobilen har været én gang rundt om bordet, drikker 1 slurk.',
    },
    {
      preview: 'Lav en ordkæde',
      text: 'Ordkæde! Sig et ord. Den næste siger et ord, der starter med det sidste bogstav i dit ord, og sådan fortsætter det rundt om bordet. Den, der går i stå, drikker 1 slurk.',
    },
    {
      preview: 'Alle der …',
      text: 'Alle, der …, drikker 2 slurke.',
    },
    {
      preview: 'Sten, saks, papir',
      text: 'Sten, saks, papir: @spiller mod @spiller. Taberen drikker 1 slurk, vinderen deler 1 slurk ud.',
    },
    {
      preview: 'Skål for nogen',
      text: 'Skål for @spiller! Den, der har mobilen, holder en kort tale, og alle skåler.',
    },
    {
      preview: 'Hold en vandpause',
      text: 'Vandpause! Alle tager en ordentlig tår vand, før mobilen går videre.',
    },
  ],
  suomi: [
    {
      preview: 'En ole koskaan',
      text: 'En ole koskaan … Kaikki, jotka ovat, juovat yhden huikan.',
    },
    {
      preview: 'Kuka todennäköisimmin',
      text: 'Kuka todennäköisimmin …? Laskekaa kolmeen, ja kaikki osoittavat samaan aikaan. Eniten sormia saanut juo kaksi huikkaa.',
    },
    {
      preview: 'Kumman valitsisit',
      text: 'Kumman valitsisit: … vai …? Kaikki äänestävät yhtä aikaa, ja vähemmistö juo yhden huikan.',
    },
    {
      preview: 'Klassinen vesiputous',
      text: 'Vesiputous! Puhelimen pitäjä aloittaa juomisen, ja muut seuraavat vuorotellen pöydän ympäri. Et saa lopettaa ennen kuin juuri ennen sinua aloittanut on lopettanut. Ota pieniä hörppyjä – vesikin käy.',
    },
    {
      preview: 'Uusi sääntö',
      text: 'Uusi sääntö: … Säännön rikkoja juo yhden huikan. Sääntö on voimassa, kunnes puhelin on kiertänyt pöydän kerran.',
    },
    {
      preview: 'Valitse kategoria',
      text: 'Kategoria: … Puhelimen pitäjä aloittaa, ja jokainen sanoo vuorollaan yhden sanan pöydän ympäri. Se, joka epäröi tai toistaa sanan, juo kaksi huikkaa.',
    },
    {
      preview: 'Totuus vai tehtävä',
      text: 'Totuus vai tehtävä? @pelaaja valitsee sinulle kysymyksen tai tehtävän. Jos et halua, juot sen sijaan kaksi huikkaa.',
    },
    {
      preview: 'Kaksi totta, yksi valhe',
      text: 'Kerro itsestäsi kaksi totta ja yksi valhe. Muut arvaavat, mikä on valhe. Väärin arvanneet juovat yhden huikan.',
    },
    {
      preview: 'Riimi riimiltä',
      text: 'Riimikierros! Sano sana, ja muut jatkavat pöydän ympäri sanoilla, jotka rimmaavat sen kanssa. Se, joka jumittuu tai toistaa sanan, juo yhden huikan.',
    },
    {
      preview: 'Ryhdy peukalomestariksi',
      text: 'Olet peukalomestari! Kun painat peukalon pöydän reunaan, kaikkien pitää tehdä samoin. Viimeisenä huomannut juo yhden huikan. Voimassa, kunnes puhelin on kiertänyt pöydän kerran.',
    },
    {
      preview: 'Ryhdy kysymysmestariksi',
      text: 'Olet kysymysmestari! Jokainen, joka vastaa kysymykseesi, juo yhden huikan. Voimassa, kunnes puhelin on kiertänyt pöydän kerran.',
    },
    {
      preview: 'Kielletty sana',
      text: 'Kielletty sana: ”…”. Se, joka sanoo sen ennen kuin puhelin on kiertänyt pöydän kerran, juo yhden huikan.',
    },
    {
      preview: 'Tee sanaketju',
      text: 'Sanaketju! Sano sana. Seuraava sanoo sanan, joka alkaa sanasi viimeisellä kirjaimella, ja niin jatketaan pöydän ympäri. Se, joka jumittuu, juo yhden huikan.',
    },
    {
      preview: 'Kaikki, jotka …',
      text: 'Kaikki, jotka …, juovat kaksi huikkaa.',
    },
    {
      preview: 'Kivi, paperi, sakset',
      text: 'Kivi, paperi, sakset: @pelaaja vastaan @pelaaja. Häviäjä juo yhden huikan, voittaja jakaa yhden huikan.',
    },
    {
      preview: 'Malja jollekulle',
      text: 'Kippis, @pelaaja! Puhelimen pitäjä pitää lyhyen puheen, ja kaikki kilistävät.',
    },
    {
      preview: 'Pidä vesitauko',
      text: 'Vesitauko! Kaikki ottavat kunnon kulauksen vettä ennen kuin puhelin kiertää eteenpäin.',
    },
  ],
};
