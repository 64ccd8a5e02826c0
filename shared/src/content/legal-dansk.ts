// The three legal pages in Danish, for a phone showing dansk, which also pays in the Danish market (issue #40):
// MobilePay, Danish kroner, no phone number asked. The structure (sections and paragraphs) is the Norwegian one's
// (content.test.ts). {sellerName}, {sellerOrgNumber}, {sellerAddress}, {sellerEmail}, {roomTtlHours}, {price} and
// {vatPercent} are filled in by the phone (fillLegalText in seller.ts) with the Danish market's facts: its seller
// (SELLER_DK_*, else the common one) and its configured price and VAT (MARKET_DK_*), written the Danish way.
import type { LegalDocumentKey, LegalDocument } from './legal';
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS, listStoredValues } from './phone-storage';
import { ADULTS_ONLY, HELP_LINES } from './responsible-play';

export const DANSK_LEGAL: Readonly<Record<LegalDocumentKey, LegalDocument>> = {
  termsOfSale: {
    title: 'Salgsbetingelser',
    sections: [
      {
        heading: 'Sælger og kontakt',
        paragraphs: [
          'Sælger er {sellerName}, organisationsnummer {sellerOrgNumber}, {sellerAddress}. Spørgsmål om køb, reklamationer og andre henvendelser sendes til {sellerEmail}.',
        ],
      },
      {
        heading: 'Intet til salg',
        only: 'noModel',
        paragraphs: [
          'Denne Skål-server sælger ingenting. Rummene, de 3 gratis tekster og Skål-samlingen er gratis, og du bliver aldrig bedt om at betale.',
        ],
      },
      {
        heading: 'Hvad du køber',
        only: 'model',
        paragraphs: [
          'Vi sælger én digital vare: 20 tekster skrevet af kunstig intelligens (AI), som lægges ind i ét rum, du vælger. Hvert køb gælder ét rum og er et enkeltkøb, ikke et abonnement.',
          'De 3 første AI-tekster i et rum er gratis. De tekster, du køber, bliver en del af rummet, og alle, der kender rum-ID’et, kan se dem. Ligesom resten af rummet er de midlertidige og slettes, når rummet slettes.',
        ],
      },
      {
        heading: 'Pris',
        only: 'model',
        paragraphs: [
          'Prisen er {price} inklusive {vatPercent} % moms pr. køb. Vi lægger ingen gebyrer oveni. Prisen vises, før du betaler.',
        ],
      },
      {
        heading: 'Betaling',
        only: 'model',
        paragraphs: [
          'Du betaler med MobilePay (Vipps MobilePay). Vi beder ikke om dit telefonnummer: du bliver sendt videre til MobilePay, hvor du godkender betalingen. Køb er forbeholdt personer på 18 år eller derover.',
          'Når du godkender, bliver beløbet reserveret på din konto. Det trækkes først, når teksterne er leveret til rummet. Lykkes leveringen ikke, bliver reservationen annulleret, og du betaler ingenting.',
        ],
      },
      {
        heading: 'Levering',
        only: 'model',
        paragraphs: [
          'Teksterne leveres straks, når betalingen er godkendt, ved at de lægges ind i det rum, du købte dem til. Du får en kvittering i MobilePay og en bekræftelse, når du kommer tilbage til Skål.',
        ],
      },
      {
        heading: 'Fortrydelsesret',
        only: 'model',
        paragraphs: [
          'Ved køb på nettet har du som udgangspunkt 14 dages fortrydelsesret efter forbrugeraftaleloven. For digitalt indhold, der ikke leveres på et fysisk medium, bortfalder fortrydelsesretten, når leveringen er begyndt, hvis du på forhånd udtrykkeligt har givet samtykke til, at leveringen starter med det samme, og har anerkendt, at du dermed mister fortrydelsesretten (forbrugeraftalelovens § 18, stk. 2, nr. 13). Forbrugerombudsmanden fører tilsyn med reglerne om fortrydelsesret.',
          'Før du betaler, beder vi dig derfor sætte kryds ved »Jeg vil have teksterne nu og ved, at jeg dermed mister fortrydelsesretten«. Betalingsknappen er låst, indtil du har sat kryds, og dit samtykke bekræftes på kvitteringssiden. Vil du ikke give afkald på fortrydelsesretten, kan du lade være med at købe.',
        ],
      },
      {
        heading: 'Reklamation',
        only: 'model',
        paragraphs: [
          'Hvis teksterne ikke kommer frem, eller der er noget galt med dit køb, kan du skrive til {sellerEmail} med rum-ID’et og tidspunktet for købet. Vi svarer inden for 14 dage. Er du blevet trukket for tekster, der ikke blev leveret, får du pengene tilbage.',
          'Du har reklamationsret efter forbrugerlovgivningen. Kan vi ikke blive enige, kan du klage til Nævnenes Hus (Forbrugerklagenævnet).',
        ],
      },
      {
        heading: 'Alder og ansvar',
        paragraphs: [
          'Skål er en festleg for voksne over 18 år, og køb er forbeholdt personer over 18 år. Drik med omtanke: ingen behøver at drikke, vand og sodavand er helt i orden, og du skal aldrig køre efter at have drukket.',
        ],
      },
      {
        heading: 'Lovvalg',
        paragraphs: [
          'Købet følger norsk ret. Ufravigelige regler, der beskytter dig som forbruger i Danmark, gælder altid.',
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Privatlivspolitik',
    sections: [
      {
        heading: 'Kort fortalt',
        paragraphs: [
          'Skål har ingen brugerkonti, og vi beder ikke om din e-mail. Rum og tekster er anonyme og midlertidige, og de navne, I skriver under »Spillere«, slettes sammen med rummet. Når du betaler i Danmark, beder vi ikke om dit telefonnummer. Vi bruger kun Google Analytics 4 (GA4), hvis du giver samtykke.',
        ],
      },
      {
        heading: 'Dataansvarlig',
        paragraphs: [
          '{sellerName} (organisationsnummer {sellerOrgNumber}, {sellerAddress}) er dataansvarlig for de oplysninger, der beskrives her. Du kan kontakte os på {sellerEmail}.',
        ],
      },
      {
        heading: 'Rum, tekster og spillere',
        paragraphs: [
          'Når du laver eller går ind i et rum, gemmer serveren rum-ID’et, de tekster, der lægges ind, og de navne, I skriver under »Spillere«, så @spiller i en tekst kan blive til en af jer. Alle i rummet og tv’et ser navnene, så et fornavn eller kælenavn er nok. Vi gemmer ikke, hvem der skrev hvad. Rum, tekster og navne slettes automatisk efter {roomTtlHours} timer uden aktivitet.',
          'Skriv ikke personoplysninger om dig selv eller andre i teksterne, for alle, der kender rum-ID’et, kan læse dem. Vi behandler rum, tekster og navne for at levere det spil, du beder om (databeskyttelsesforordningens artikel 6, stk. 1, litra b).',
        ],
      },
      {
        heading: 'AI-tekster',
        only: 'model',
        paragraphs: [
          'Når et rum får AI-tekster, kan de tekster, der allerede er i rummet, blive sendt til en udbyder af sprogmodeller, så de nye tekster passer til stilen i rummet. Navnene under »Spillere« sendes aldrig: AI’en skriver @spiller, og mobilen sætter navnene ind. Vi sender aldrig telefonnumre eller andre oplysninger, der kan knyttes til dig.',
        ],
      },
      {
        heading: 'Betaling',
        only: 'model',
        paragraphs: [
          'Når du køber AI-tekster i Danmark, sender vi dig videre til MobilePay uden at spørge om dit telefonnummer. Vipps MobilePay behandler betalingen som selvstændig dataansvarlig efter sin egen privatlivspolitik.',
          'Vi gemmer betalingsreference, beløb, status og tidspunkt, så længe bogføringsreglerne kræver det (databeskyttelsesforordningens artikel 6, stk. 1, litra b og c).',
        ],
      },
      {
        heading: 'Statistik med Google Analytics 4',
        paragraphs: [
          'Kun hvis du giver samtykke, bruger vi Google Analytics 4 (GA4) til at tælle besøg og se, hvilke dele af Skål der bliver brugt. GA4 bruger cookies og sender oplysninger som enhedstype, browser, omtrentlig placering og de sider, du besøger, til Google. GA4 gemmer ikke din IP-adresse.',
          'Google kan behandle oplysningerne i USA under EU–US Data Privacy Framework. Uden samtykke bliver GA4 slet ikke indlæst. Du kan til enhver tid trække dit samtykke tilbage (databeskyttelsesforordningens artikel 6, stk. 1, litra a).',
        ],
      },
      {
        heading: 'Lagring på din enhed',
        paragraphs: [
          `Skål gemmer disse værdier i browserens lokale lager (localStorage) på din enhed: ${listStoredValues(LOCAL_STORAGE_KEYS, 'dansk')}. I sessionslageret (sessionStorage) gemmer Skål ${listStoredValues(SESSION_STORAGE_KEYS, 'dansk')}.`,
          'Værdierne bliver på din enhed og sendes ikke til os. Du kan til enhver tid slette dem i browserens indstillinger.',
        ],
      },
      {
        heading: 'Dine rettigheder',
        paragraphs: [
          'Efter databeskyttelsesforordningen (GDPR) har du ret til indsigt, berigtigelse, sletning, begrænsning af behandlingen, dataportabilitet og til at gøre indsigelse mod behandlingen. Fordi vi ikke ved, hvem du er, skal vi bruge rum-ID’et for at finde dine tekster. Skriv til {sellerEmail}, så svarer vi inden for én måned.',
          'Mener du, at vi behandler oplysninger i strid med reglerne, kan du klage til Datatilsynet (datatilsynet.dk).',
        ],
      },
      {
        heading: 'Ændringer',
        paragraphs: ['Vi opdaterer denne politik, når Skål ændrer sig. Den nyeste version finder du altid her.'],
      },
    ],
  },
  termsOfService: {
    title: 'Brugervilkår',
    sections: [
      {
        heading: 'Om Skål',
        paragraphs: [
          'Skål er en festleg, hvor vennerne fylder et fælles rum med spørgsmål, udfordringer og lege og sender én mobil rundt. Når du bruger Skål, accepterer du disse vilkår.',
        ],
      },
      {
        heading: 'Spil med omtanke',
        paragraphs: [ADULTS_ONLY.dansk.line, `${ADULTS_ONLY.dansk.help} ${HELP_LINES.dansk.url}`],
      },
      {
        heading: 'Rum og indhold',
        paragraphs: [
          'Rum og indhold er midlertidige og anonyme. Der er ingen konti og ingen ejer af et rum: alle, der kender rum-ID’et, kan læse rummet, lægge tekster ind og starte en runde. Vælg et rum-ID, der er svært at gætte, hvis I vil have rummet for jer selv.',
          'Rum slettes automatisk efter {roomTtlHours} timer uden aktivitet. Vi kan ikke gendanne slettede rum.',
        ],
      },
      {
        heading: 'Hvad du må lægge ud',
        paragraphs: [
          'Du er ansvarlig for de tekster, du lægger ind. Læg ikke personoplysninger om dig selv eller andre ud, som fulde navne, telefonnumre eller adresser.',
          'Læg ikke ulovligt indhold, chikane, trusler, hadefulde udtalelser eller reklame for alkohol ud. Vi kan slette tekster og rum, der bryder vilkårene.',
        ],
      },
      {
        heading: 'AI-tekster',
        only: 'model',
        paragraphs: [
          'AI-tekster er skrevet af en maskine og kan være forkerte eller upassende. Spring de tekster over, I ikke kan lide, og sig gerne til på {sellerEmail}.',
        ],
      },
      {
        heading: 'Alkohol og ansvar',
        paragraphs: [
          'Drukspil er for voksne over 18 år. Ingen skal presses til at drikke: du bestemmer selv, og vand eller sodavand er altid et godt valg. Kend dine grænser, pas på hinanden, og kør aldrig efter at have drukket.',
        ],
      },
      {
        heading: 'Ingen garanti',
        paragraphs: [
          'Skål leveres, som den er, uden garanti for, at tjenesten altid er tilgængelig eller fejlfri, og rum kan forsvinde. Vi er ikke ansvarlige for tab, der følger af brugen, i det omfang loven tillader det. Dine rettigheder som forbruger påvirkes ikke af dette.',
        ],
      },
      {
        heading: 'Ændringer',
        paragraphs: ['Vi kan ændre Skål og disse vilkår. Den nyeste version finder du altid her.'],
      },
      {
        heading: 'Lov og tvister',
        paragraphs: [
          'Vilkårene følger norsk ret, men ufravigelige regler, der beskytter dig som forbruger i Danmark, gælder altid. Vi prøver altid først at løse uenigheder i mindelighed. Kontakt os på {sellerEmail}.',
        ],
      },
    ],
  },
};
