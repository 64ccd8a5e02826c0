// Tags of the built-in pack (docs/product.md "AI entries"): how intense each entry is and whether it needs alcohol,
// so the pack follows the drawer's Style and Alcohol-free choice. Every entry of entry-pack.ts and player-entries.ts
// has exactly one tag
// (entry-pack-tags.test.ts checks it); an entry tagged alcohol-free has nobody drink anything (mentionsDrinking).
import { AI_STYLES, type AiStyle, type StyleChoice } from '../ai-style';
import { ENTRY_PACK } from './entry-pack';
import { PLAYER_ENTRY_PACK } from './player-entries';
import type { ContentLanguage } from './types';

export interface PackTag {
  intensity: AiStyle;
  /** True when anyone drinks or sips anything (water too): an alcohol-free round leaves these out. */
  needsAlcohol: boolean;
}

const MILD: PackTag = { intensity: 'mild', needsAlcohol: true };
const CLASSIC: PackTag = { intensity: 'classic', needsAlcohol: true };
const SPICY: PackTag = { intensity: 'spicy', needsAlcohol: true };
const MILD_DRY: PackTag = { intensity: 'mild', needsAlcohol: false };
const CLASSIC_DRY: PackTag = { intensity: 'classic', needsAlcohol: false };
const SPICY_DRY: PackTag = { intensity: 'spicy', needsAlcohol: false };

export const ENTRY_PACK_TAGS: Readonly<Record<ContentLanguage, Readonly<Record<string, PackTag>>>> = {
  norsk: {
    'Alle skåler!': MILD_DRY,
    'Skål for verten!': MILD_DRY,
    'Drikk 1 slurk. Bare fordi.': MILD,
    'Del ut 3 slurker, fordelt akkurat som du vil.': SPICY,
    'Du er fri! Gi mobilen videre uten å gjøre noe.': MILD_DRY,
    'Vannpause! Alle tar en slurk vann.': MILD,
    'Beskriv kvelden så langt med tre ord.': MILD_DRY,
    'Alle med briller drikker 1 slurk.': MILD,
    'Alle som har på seg noe svart, drikker 1 slurk.': MILD,
    'Alle som er født om vinteren, drikker 1 slurk.': MILD,
    'Alle som har sovnet på en fest, drikker 2 slurker.': CLASSIC,
    'Alle som har mindre enn 20 prosent batteri på mobilen, drikker 1 slurk.': MILD,
    'Alle som har mistet mobilen i do, drikker 2 slurker.': CLASSIC,
    'Alle som har sovnet på bussen og våknet på endestasjonen, drikker 2 slurker.': CLASSIC,
    'Alle som har glemt hva de skulle hente i et rom i dag, drikker 1 slurk.': MILD,
    'Alle som har stått på ski denne vinteren, drikker 1 slurk.': MILD,
    'Alle som har sett den samme serien to ganger, drikker 1 slurk.': MILD,
    'Alle som har vært forelsket i en lærer, drikker 1 slurk.': SPICY,
    'Alle som har kysset noen i dette rommet, drikker 1 slurk.': SPICY,
    'Alle som har danset på et bord, drikker 1 slurk.': MILD,
    'Alle som har ringt foreldrene sine denne uka, får dele ut 1 slurk.': MILD,
    'Alle som har skrevet en tekst i dette rommet, skåler. Har du ikke gjort det ennå? Skriv en nå!': MILD_DRY,
    'Jeg har aldri sendt en melding til feil person. Alle som har, drikker 1 slurk.': MILD,
    'Jeg har aldri falt i en trapp. Alle som har, drikker 1 slurk.': MILD,
    'Jeg har aldri glemt bursdagen til en god venn. Alle som har, drikker 1 slurk.': MILD,
    'Jeg har aldri løyet om alderen min. Alle som har, drikker 1 slurk.': SPICY,
    'Jeg har aldri sovnet på kino. Alle som har, drikker 1 slurk.': MILD,
    'Jeg har aldri grått av en reklamefilm. Alle som har, drikker 1 slurk.': MILD,
    'Jeg har aldri sunget karaoke. Alle som har, drikker 1 slurk og synger én linje nå.': MILD,
    'Jeg har aldri latet som jeg kjente igjen noen jeg ikke husket navnet på. Alle som har, drikker 1 slurk.': MILD,
    'Jeg har aldri googlet meg selv. Alle som har, drikker 1 slurk.': MILD,
    'Jeg har aldri gått inn feil dør på en fest. Alle som har, drikker 1 slurk.': MILD,
    'Hvem er mest sannsynlig til å bli millionær? Tell til tre og pek. Den som får flest, deler ut 2 slurker.': CLASSIC,
    'Hvem er mest sannsynlig til å glemme sitt eget bursdagsselskap? Tell til tre og pek. Den som får flest, drikker 2 slurker.':
      CLASSIC,
    'Hvem er mest sannsynlig til å gå seg vill på vei hjem i kveld? Pek samtidig. Den som får flest, drikker 1 slurk.':
      MILD,
    'Hvem er mest sannsynlig til å adoptere ti katter? Pek samtidig. Den som får flest, drikker 1 slurk.': MILD,
    'Hvem er mest sannsynlig til å vinne en realityserie? Pek samtidig. Den som får flest, velger hvem som drikker 2 slurker.':
      CLASSIC,
    'Hvem er mest sannsynlig til å sende en melding i kveld som de angrer på i morgen? Pek samtidig. Den som får flest, gir fra seg mobilen til noen andre i ti minutter.':
      MILD_DRY,
    'Hva vil du heller: være usynlig eller kunne fly? Alle stemmer samtidig. De som er i mindretall, drikker 1 slurk.':
      MILD,
    'Hva vil du heller: aldri mer pizza eller aldri mer taco? De som er i mindretall, drikker 1 slurk.': MILD,
    'Hva vil du heller: bare kunne hviske eller bare kunne rope resten av kvelden? Du må gjøre det du velger til det er din tur igjen.':
      MILD_DRY,
    'Hva vil du heller: kjenne alle hemmelighetene til vennene dine, eller at de kjente alle dine? Alle svarer etter tur.':
      SPICY_DRY,
    'Pek på den som har best latter. Den personen får dele ut 3 slurker.': SPICY,
    'Pek på den som er best på å holde på hemmeligheter. Den personen velger hvem som drikker 2 slurker.': SPICY,
    'Pek på den du ville ringt hvis du satt fast i en heis. Den med flest pekefingre skåler med deg.': MILD_DRY,
    'Kategori: Ting man finner i et kjøleskap. Start med deg selv og gå mot venstre. Den som nøler, drikker 1 slurk.':
      MILD,
    'Kategori: Norske byer. Start med personen til høyre for deg. Den som nøler eller gjentar, drikker 1 slurk.': MILD,
    'Kategori: Dyr som kan svømme. Den som holder mobilen, starter. Den som står fast, drikker 1 slurk.': MILD,
    'Kategori: Ting du ikke bør si på en første date. Gå rundt bordet. Den som ler først, drikker 1 slurk.': SPICY,
    'Vannfall! Den som holder mobilen, starter. Ingen kan stoppe før den som begynte rett før dem, har stoppet. Små slurker, og vann teller også.':
      MILD,
    'Ny regel: Ingen får si navnet til noen andre. Den som glemmer det, drikker 1 slurk. Gjelder til neste nye regel.':
      CLASSIC,
    'Ny regel: Alle må skåle med venstre hånd. Den som bruker høyre, drikker 1 slurk.': CLASSIC,
    'Ny regel: Den som holder mobilen, må lese teksten med en dramatisk stemme. Gjelder til neste nye regel.':
      CLASSIC_DRY,
    'Du får lage en ny regel. Den gjelder til noen trekker en annen regel.': CLASSIC_DRY,
    'Sannhet eller konsekvens: Personen til høyre for deg velger for deg.': CLASSIC_DRY,
    'Sannhet: Hva er den største løgnen du har fortalt foreldrene dine? Svar, eller drikk 2 slurker.': CLASSIC,
    'Sannhet: Hvem i rommet ville du tatt med deg til en øde øy, og hvorfor?': CLASSIC_DRY,
    'Sannhet: Hva er den rareste vanen din?': CLASSIC_DRY,
    'Sannhet: Hva er det siste du søkte etter på nettet? Svar ærlig, eller drikk 2 slurker.': CLASSIC,
    'Sannhet: Hvem var din første crush? Svar, eller drikk 2 slurker.': SPICY,
    'Fortell om din verste date. Alle som ler, drikker 1 slurk.': SPICY,
    'Fortell om din pinligste opplevelse på skolen, eller drikk 2 slurker.': SPICY,
    'Utfordring: Gjør ti knebøy mens resten av gjengen teller høyt.': CLASSIC_DRY,
    'Utfordring: Snakk bare i spørsmål til det er din tur igjen. Hver gang du glemmer det, drikker du 1 slurk.':
      CLASSIC,
    'Utfordring: Lag en reklamejingle om personen til venstre for deg og syng den.': CLASSIC_DRY,
    'Utfordring: Snakk med britisk aksent til det er din tur igjen. Glemmer du det, drikker du 1 slurk.': CLASSIC,
    'Utfordring: La personen til høyre for deg skrive en statusoppdatering på mobilen din. Du bestemmer om den skal publiseres. Sier du nei, drikker du 2 slurker.':
      SPICY,
    'Utfordring: Hold en takketale som om du nettopp har vunnet en pris for kveldens beste fest.': CLASSIC_DRY,
    'Fortell to sannheter og én løgn om deg selv. Alle som gjetter feil, drikker 1 slurk.': CLASSIC,
    'Rimrunde! Si et ord, og gå rundt bordet med ord som rimer. Den som står fast, drikker 1 slurk.': MILD,
    'Ordkjede! Si et ord. Neste sier et ord som begynner på siste bokstav. Den som står fast, drikker 1 slurk.': MILD,
    'Du er tommelmester til noen andre trekker denne: Når du legger tommelen på bordet, må alle gjøre det samme. Den siste drikker 1 slurk.':
      MILD,
    'Du er spørsmålsmester! Alle som svarer på et spørsmål fra deg, drikker 1 slurk. Gjelder til en ny spørsmålsmester blir trukket.':
      MILD,
    'Forbudt ord: «ja». Den som sier det før runden er over, drikker 1 slurk.': MILD,
    'Forbudt ord: «drikke». Den som sier det, må … ja, du skjønner.': MILD,
    'Stein, saks, papir mot personen til venstre for deg. Taperen drikker 1 slurk.': MILD,
    'Stirrekonkurranse med personen rett overfor deg. Den som blunker eller ler først, drikker 1 slurk.': MILD,
    'Sist som tar seg på nesen, drikker 1 slurk.': MILD,
    'Alle reiser seg! Den siste som står, drikker 1 slurk.': MILD,
    'Bytt plass med personen til høyre for deg.': MILD_DRY,
    'Syng refrenget på en sang du kan utenat. Den som gjetter sangen først, deler ut 2 slurker.': CLASSIC,
    'Mim et dyr. Den som gjetter riktig først, deler ut 2 slurker. Klarer ingen det på 30 sekunder, drikker du 1 slurk.':
      CLASSIC,
    'Imiter noen i rommet. Den som gjetter hvem først, deler ut 2 slurker.': CLASSIC,
    'Fortell en vits. Ler ingen, drikker du 1 slurk. Ler noen, drikker de.': MILD,
    'Hva er det siste bildet du tok? Vis det frem, eller drikk 2 slurker.': CLASSIC,
    'Les opp den siste meldingen du sendte. Vil du ikke, drikker du 2 slurker.': CLASSIC,
    'Personen med flest uleste meldinger drikker 1 slurk. Sjekk ærlig!': MILD,
    'Personen til venstre for deg stiller deg et spørsmål. Svar ærlig, eller drikk 2 slurker.': CLASSIC,
    'Fortell hvordan du møtte personen til høyre for deg. Husker dere det ikke, skåler dere.': MILD_DRY,
    'Gi personen til venstre for deg et kallenavn som skal brukes resten av kvelden. Den som glemmer det, drikker 1 slurk.':
      MILD,
    'Gi et ekte kompliment til hver person i rommet. Skål!': MILD_DRY,
    'Hvem i rommet har du kjent lengst? Skål med dem.': MILD_DRY,
    'Den yngste i rommet drikker 1 slurk, og den eldste skåler med dem.': MILD,
    'Personen med lengst hår bestemmer hvem som drikker 2 slurker.': CLASSIC,
    'Den som kom sist på festen, får dele ut 3 slurker.': SPICY,
    'Finn noen med samme stjernetegn som deg. Dere skåler. Finner du ingen, drikker du 1 slurk alene.': MILD,
    'Gjett hvor mange tekster som er igjen uten å se. Er du maks fem unna, deler du ut 2 slurker. Ellers drikker du 1.':
      CLASSIC,
    'Tommel opp hvis du noen gang har hatt bakrus på en mandag. Alle med tommelen opp drikker 1 slurk.': MILD,
    'Tell til 21 rundt bordet, men si «skål» i stedet for alle tall som kan deles på 3. Den som bommer, drikker 1 slurk.':
      MILD,
    'Hvis du kunne spist én rett resten av livet, hva ville det vært? Alle som er enige, skåler.': MILD_DRY,
    'Fortell om noe du er stolt av fra den siste måneden. Alle skåler for deg!': MILD_DRY,
    'Husk: vann er også en drikke. Alle som ikke har drukket vann den siste timen, tar en slurk vann nå.': MILD,
    'Alle som har øl i glasset, skåler med hverandre. Alle som har noe annet, skåler med hverandre. Så skåler alle sammen!':
      MILD,
    'Lydkjeden: Alle lager en lyd etter tur, og hver person må gjenta alle lydene som har kommet før, og så legge til sin egen. Den som glemmer en lyd eller ler så mye at det stopper opp, drikker 2 slurker. Den som holder mobilen, starter.':
      CLASSIC,
    'Tidsmaskin: Si hva du ville rådet deg selv for ti år siden, med maks tre setninger. Resten stemmer over om det er et godt råd. Får du flertall, deler du ut 3 slurker. Hvis ikke, drikker du 1 slurk og skåler for visdommen.':
      SPICY,
    'Pressekonferanse: Du er kveldens kjendis. Alle andre får stille deg ett spørsmål hver, og du må svare i rollen som en overdrevent selvsikker stjerne. Den første som ler av svarene dine, drikker 1 slurk.':
      MILD,
    'Minnelek: Si «Jeg skal på hyttetur og tar med meg …» og noe du vil ta med. Neste person gjentar hele listen og legger til én ting. Den som glemmer noe eller roter til rekkefølgen, drikker 1 slurk.':
      MILD,
    // Entries naming players (player-entries.ts).
    '@spiller skåler med @spiller. Dere må se hverandre i øynene mens dere drikker.': CLASSIC,
    '@spiller og @spiller bytter plass resten av runden.': MILD_DRY,
    '@spiller gir @spiller et ekte kompliment. Skål!': MILD_DRY,
    'Stirrekonkurranse: @spiller mot @spiller. Den som blunker først, drikker 1 slurk.': MILD,
    '@spiller forteller hvordan de møtte @spiller. Husker dere det ikke, skåler dere.': MILD_DRY,
    '@spiller bestemmer hvem som drikker 2 slurker.': CLASSIC,
    '@spiller må snakke med dramatisk stemme til det er @spiller sin tur.': MILD_DRY,
    'Stein, saks, papir: @spiller mot @spiller. Taperen drikker 1 slurk.': MILD,
    '@spiller lager et kallenavn til @spiller. Den som glemmer å bruke det, drikker 1 slurk.': MILD,
    'Alle som er eldre enn @spiller, drikker 1 slurk.': MILD,
  },
  english: {
    'Everyone says cheers!': MILD_DRY,
    'A toast to the host!': MILD_DRY,
    'Drink 1 sip. Just because.': MILD,
    'Hand out 3 sips, split however you like.': SPICY,
    'You are free! Pass the phone on without doing anything.': MILD_DRY,
    'Water break! Everyone has a sip of water.': MILD,
    'Describe the night so far in three words.': MILD_DRY,
    'Everyone wearing glasses drinks 1 sip.': MILD,
    'Everyone wearing something black drinks 1 sip.': MILD,
    'Everyone born in winter drinks 1 sip.': MILD,
    'Everyone who has fallen asleep at a party drinks 2 sips.': CLASSIC,
    'Everyone with less than 20 percent battery on their phone drinks 1 sip.': MILD,
    'Everyone who has dropped their phone in the toilet drinks 2 sips.': CLASSIC,
    'Everyone who has fallen asleep on the bus and woken up at the last stop drinks 2 sips.': CLASSIC,
    'Everyone who walked into a room today and forgot why drinks 1 sip.': MILD,
    'Everyone who has been skiing this winter drinks 1 sip.': MILD,
    'Everyone who has watched the same series twice drinks 1 sip.': MILD,
    'Everyone who has had a crush on a teacher drinks 1 sip.': SPICY,
    'Everyone who has kissed someone in this room drinks 1 sip.': SPICY,
    'Everyone who has danced on a table drinks 1 sip.': MILD,
    'Everyone who has called their parents this week gets to hand out 1 sip.': CLASSIC,
    'Everyone who has written an entry in this room, cheers! Have not done it yet? Write one now!': MILD_DRY,
    'Never have I ever sent a message to the wrong person. Everyone who has drinks 1 sip.': MILD,
    'Never have I ever fallen down the stairs. Everyone who has drinks 1 sip.': MILD,
    "Never have I ever forgotten a good friend's birthday. Everyone who has drinks 1 sip.": MILD,
    'Never have I ever lied about my age. Everyone who has drinks 1 sip.': SPICY,
    'Never have I ever fallen asleep in the cinema. Everyone who has drinks 1 sip.': MILD,
    'Never have I ever cried at an advert. Everyone who has drinks 1 sip.': MILD,
    'Never have I ever sung karaoke. Everyone who has drinks 1 sip and sings one line right now.': MILD,
    'Never have I ever pretended to recognise someone whose name I could not remember. Everyone who has drinks 1 sip.':
      MILD,
    'Never have I ever googled myself. Everyone who has drinks 1 sip.': MILD,
    'Never have I ever walked through the wrong door at a party. Everyone who has drinks 1 sip.': MILD,
    'Who is most likely to become a millionaire? Count to three and point. Whoever gets the most hands out 2 sips.':
      CLASSIC,
    'Who is most likely to forget their own birthday party? Count to three and point. Whoever gets the most drinks 2 sips.':
      CLASSIC,
    'Who is most likely to get lost on the way home tonight? Point at the same time. Whoever gets the most drinks 1 sip.':
      MILD,
    'Who is most likely to adopt ten cats? Point at the same time. Whoever gets the most drinks 1 sip.': MILD,
    'Who is most likely to win a reality show? Point at the same time. Whoever gets the most picks someone to drink 2 sips.':
      CLASSIC,
    'Who is most likely to send a text tonight that they will regret tomorrow? Point at the same time. Whoever gets the most hands their phone to someone else for ten minutes.':
      MILD_DRY,
    'Would you rather be invisible or be able to fly? Everyone votes at the same time. The minority drinks 1 sip.':
      MILD,
    'Would you rather never eat pizza again or never eat tacos again? The minority drinks 1 sip.': MILD,
    'Would you rather only whisper or only shout for the rest of the night? Do what you choose until it is your turn again.':
      MILD_DRY,
    "Would you rather know all your friends' secrets, or have them know all of yours? Everyone answers in turn.":
      SPICY_DRY,
    'Point at the person with the best laugh. They get to hand out 3 sips.': SPICY,
    'Point at the person who is best at keeping secrets. They pick who drinks 2 sips.': SPICY,
    'Point at the person you would call if you were stuck in a lift. Whoever gets the most fingers says cheers with you.':
      MILD_DRY,
    'Category: Things you find in a fridge. Start with yourself and go to the left. Whoever hesitates drinks 1 sip.':
      MILD,
    'Category: Capital cities. Start with the person to your right. Whoever hesitates or repeats drinks 1 sip.': MILD,
    'Category: Animals that can swim. The person holding the phone starts. Whoever gets stuck drinks 1 sip.': MILD,
    'Category: Things you should not say on a first date. Go around the table. Whoever laughs first drinks 1 sip.':
      SPICY,
    'Waterfall! The person holding the phone starts. Nobody can stop until the person who started right before them has stopped. Small sips, and water counts too.':
      MILD,
    "New rule: Nobody may say anyone else's name. Whoever forgets drinks 1 sip. Lasts until the next new rule.":
      CLASSIC,
    'New rule: Everyone has to toast with their left hand. Whoever uses their right drinks 1 sip.': CLASSIC,
    'New rule: The person holding the phone has to read the entry in a dramatic voice. Lasts until the next new rule.':
      CLASSIC_DRY,
    'You get to make a new rule. It lasts until someone draws another rule.': CLASSIC_DRY,
    'Truth or dare: The person to your right chooses for you.': CLASSIC_DRY,
    'Truth: What is the biggest lie you have told your parents? Answer, or drink 2 sips.': CLASSIC,
    'Truth: Who in this room would you bring to a desert island, and why?': CLASSIC_DRY,
    'Truth: What is your weirdest habit?': CLASSIC_DRY,
    'Truth: What is the last thing you searched for online? Answer honestly, or drink 2 sips.': CLASSIC,
    'Truth: Who was your first crush? Answer, or drink 2 sips.': SPICY,
    'Tell us about your worst date. Everyone who laughs drinks 1 sip.': SPICY,
    'Tell us about your most embarrassing moment at school, or drink 2 sips.': SPICY,
    'Dare: Do ten squats while the rest of the group counts out loud.': CLASSIC_DRY,
    'Dare: Only speak in questions until it is your turn again. Every time you forget, drink 1 sip.': CLASSIC,
    'Dare: Make up an advert jingle about the person to your left and sing it.': CLASSIC_DRY,
    'Dare: Speak with a pirate accent until it is your turn again. If you forget, drink 1 sip.': CLASSIC,
    'Dare: Let the person to your right write a status update on your phone. You decide whether it gets posted. If you say no, drink 2 sips.':
      SPICY,
    'Dare: Give an acceptance speech as if you just won an award for the best party of the night.': CLASSIC_DRY,
    'Tell two truths and one lie about yourself. Everyone who guesses wrong drinks 1 sip.': CLASSIC,
    'Rhyme round! Say a word and go around the table with words that rhyme. Whoever gets stuck drinks 1 sip.': MILD,
    'Word chain! Say a word. The next person says a word starting with its last letter. Whoever gets stuck drinks 1 sip.':
      MILD,
    'You are the thumb master until someone else draws this: when you put your thumb on the table, everyone must do the same. The last one drinks 1 sip.':
      MILD,
    'You are the question master! Everyone who answers a question from you drinks 1 sip. Lasts until a new question master is drawn.':
      MILD,
    'Forbidden word: "yes". Whoever says it before the round is over drinks 1 sip.': MILD,
    'Forbidden word: "drink". Whoever says it has to … well, you know.': MILD,
    'Rock, paper, scissors against the person to your left. The loser drinks 1 sip.': MILD,
    'Staring contest with the person right across from you. Whoever blinks or laughs first drinks 1 sip.': MILD,
    'Last one to touch their nose drinks 1 sip.': MILD,
    'Everyone stand up! The last one standing drinks 1 sip.': MILD,
    'Swap seats with the person to your right.': MILD_DRY,
    'Sing the chorus of a song you know by heart. The first to guess the song hands out 2 sips.': CLASSIC,
    'Mime an animal. The first to guess right hands out 2 sips. If nobody gets it within 30 seconds, you drink 1 sip.':
      CLASSIC,
    'Do an impression of someone in the room. The first to guess who hands out 2 sips.': CLASSIC,
    'Tell a joke. If nobody laughs, drink 1 sip. If anyone laughs, they drink.': MILD,
    'What is the last photo you took? Show it, or drink 2 sips.': CLASSIC,
    'Read out the last message you sent. If you would rather not, drink 2 sips.': CLASSIC,
    'The person with the most unread messages drinks 1 sip. Check honestly!': MILD,
    'The person to your left asks you a question. Answer honestly, or drink 2 sips.': CLASSIC,
    'Tell everyone how you met the person to your right. If neither of you remembers, say cheers.': MILD_DRY,
    'Give the person to your left a nickname to be used for the rest of the night. Whoever forgets it drinks 1 sip.':
      MILD,
    'Give a genuine compliment to every person in the room. Cheers!': MILD_DRY,
    'Who in this room have you known the longest? Say cheers to them.': MILD_DRY,
    'The youngest person in the room drinks 1 sip, and the oldest says cheers with them.': MILD,
    'The person with the longest hair decides who drinks 2 sips.': CLASSIC,
    'Whoever arrived last at the party gets to hand out 3 sips.': SPICY,
    'Find someone with the same star sign as you. You two say cheers. If you find nobody, drink 1 sip on your own.':
      MILD,
    'Guess how many entries are left without looking. If you are five or fewer off, hand out 2 sips. Otherwise drink 1.':
      CLASSIC,
    'Thumbs up if you have ever had a hangover on a Monday. Everyone with a thumb up drinks 1 sip.': MILD,
    'Count to 21 around the table, but say "cheers" instead of every number divisible by 3. Whoever slips up drinks 1 sip.':
      MILD,
    'If you could eat one dish for the rest of your life, what would it be? Everyone who agrees says cheers.': MILD_DRY,
    'Tell us about something you are proud of from the last month. Everyone raises a glass to you!': MILD_DRY,
    'Remember: water is a drink too. Everyone who has not had water in the last hour has a sip of water now.': MILD,
    'Everyone with beer in their glass says cheers to each other. Everyone with something else says cheers to each other. Then everyone says cheers together!':
      MILD,
    'Sound chain: Everyone makes a sound in turn, and each person has to repeat all the sounds that came before and then add their own. Whoever forgets a sound or laughs so hard that the chain stops drinks 2 sips. The person holding the phone starts.':
      CLASSIC,
    'Time machine: Say what advice you would give yourself ten years ago, in three sentences at most. The others vote on whether it is good advice. If you get a majority, hand out 3 sips. If not, drink 1 sip and raise a glass to wisdom.':
      SPICY,
    "Press conference: You are tonight's celebrity. Everyone else gets to ask you one question each, and you must answer as an overly confident star. The first person to laugh at your answers drinks 1 sip.":
      MILD,
    'Memory game: Say "I am going to the cabin and I am bringing …" and something to bring. The next person repeats the whole list and adds one thing. Whoever forgets something or mixes up the order drinks 1 sip.':
      MILD,
    // Entries naming players (player-entries.ts).
    '@player says cheers with @player. You must look each other in the eye while you drink.': CLASSIC,
    '@player and @player swap seats for the rest of the round.': MILD_DRY,
    '@player gives @player a genuine compliment. Cheers!': MILD_DRY,
    'Staring contest: @player against @player. Whoever blinks first drinks 1 sip.': MILD,
    '@player tells everyone how they met @player. If neither of you remembers, say cheers.': MILD_DRY,
    '@player decides who drinks 2 sips.': CLASSIC,
    "@player has to speak in a dramatic voice until it is @player's turn.": MILD_DRY,
    'Rock, paper, scissors: @player against @player. The loser drinks 1 sip.': MILD,
    '@player makes up a nickname for @player. Whoever forgets to use it drinks 1 sip.': MILD,
    'Everyone older than @player drinks 1 sip.': MILD,
  },
};

/**
 * The pack's entries for a style: `preferred` have the chosen intensity, `fallback` the others (used when the
 * preferred ones run out). Alcohol-free leaves out every entry that needs alcohol.
 */
export function packEntriesFor(
  language: ContentLanguage,
  choice: StyleChoice,
  players = 0,
): { preferred: string[]; fallback: string[] } {
  const tags = ENTRY_PACK_TAGS[language];
  const allowed = builtInPack(language, players).filter(
    (entry) => !(choice.alcoholFree && tags[entry]?.needsAlcohol !== false),
  );
  const distance = (entry: string) =>
    Math.abs(AI_STYLES.indexOf(tags[entry]?.intensity ?? 'classic') - AI_STYLES.indexOf(choice.style));
  return {
    preferred: allowed.filter((entry) => distance(entry) === 0),
    fallback: allowed.filter((entry) => distance(entry) > 0).sort((a, b) => distance(a) - distance(b)),
  };
}

/** The built-in entries a room can get: those naming players only with 2 or more, so two placeholders get two names. */
export function builtInPack(language: ContentLanguage, players: number): readonly string[] {
  return players >= 2 ? [...ENTRY_PACK[language], ...PLAYER_ENTRY_PACK[language]] : ENTRY_PACK[language];
}
