// Texts of the three legal pages (terms of sale, privacy policy, terms of service) in every language: norsk and
// english here, dansk and suomi in their own files (legal-dansk.ts, legal-suomi.ts).
import type { ContentLanguage } from './types';
import { DANSK_LEGAL } from './legal-dansk';
import { SUOMI_LEGAL } from './legal-suomi';
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS, listStoredValues } from './phone-storage';
import { ADULTS_ONLY, HELP_LINE } from './responsible-play';

// {sellerName}, {sellerOrgNumber}, {sellerAddress}, {sellerEmail}, {roomTtlHours}, {price} and {vatPercent} are this
// deployment's facts, filled in by the phone from GET /api/app-config (fillLegalText in seller.ts): the seller, price
// and VAT of the market the page's language pays in (norsk and english: Norway's).

export type LegalDocumentKey = 'termsOfSale' | 'privacyPolicy' | 'termsOfService';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  /**
   * Shown only where a model writes the paid entries (`model`: what is sold, payment, the model's provider), or only
   * where none does (`noModel`: nothing is sold). Without it, the section is always shown.
   */
  only?: 'model' | 'noModel';
}

export interface LegalDocument {
  title: string;
  sections: readonly LegalSection[];
}

export const LEGAL: Readonly<Record<ContentLanguage, Readonly<Record<LegalDocumentKey, LegalDocument>>>> = {
  norsk: {
    termsOfSale: {
      title: 'Salgsbetingelser',
      sections: [
        {
          heading: 'Selger og kontakt',
          paragraphs: [
            'Selger er {sellerName}, organisasjonsnummer {sellerOrgNumber}, {sellerAddress}. Spørsmål om kjøp, reklamasjoner og andre henvendelser sendes til {sellerEmail}.',
          ],
        },
        {
          heading: 'Ingenting til salgs',
          only: 'noModel',
          paragraphs: [
            'Denne Skål-serveren selger ingenting. Rommene, de 3 gratis tekstene og Skål-samlingen er gratis, og du blir aldri bedt om å betale.',
          ],
        },
        {
          heading: 'Hva du kjøper',
          only: 'model',
          paragraphs: [
            'Vi selger én digital vare: 20 tekster skrevet av kunstig intelligens (AI), som legges til i ett rom du velger. Hvert kjøp gjelder ett rom og er et enkeltkjøp, ikke et abonnement.',
            'De 3 første AI-tekstene i et rom er gratis. Tekstene du kjøper, blir en del av rommet, og alle som kjenner rom-ID-en, kan se dem. Som resten av rommet er de midlertidige og slettes når rommet slettes.',
          ],
        },
        {
          heading: 'Pris',
          only: 'model',
          paragraphs: [
            'Prisen er {price} inkludert {vatPercent} % merverdiavgift (mva.) per kjøp. Vi legger ikke på gebyrer. Prisen vises før du betaler.',
          ],
        },
        {
          heading: 'Betaling',
          only: 'model',
          paragraphs: [
            'Du betaler med Vipps (Vipps MobilePay). Du skriver inn mobilnummeret ditt og godkjenner betalingen i Vipps-appen. Skål er for voksne: Vipps godtar bare betalinger fra personer som er 18 år eller eldre.',
            'Når du godkjenner, blir beløpet reservert på kontoen din. Beløpet trekkes først etter at tekstene er levert til rommet. Hvis leveringen ikke lykkes, blir reservasjonen kansellert, og du betaler ingenting.',
          ],
        },
        {
          heading: 'Levering',
          only: 'model',
          paragraphs: [
            'Tekstene leveres umiddelbart etter at betalingen er godkjent, ved at de legges til i rommet du kjøpte dem til. Du får kvittering i Vipps og en bekreftelse når du kommer tilbake til Skål.',
          ],
        },
        {
          heading: 'Angrerett',
          only: 'model',
          paragraphs: [
            'Ved kjøp på nett har du som hovedregel 14 dagers angrerett etter angrerettloven. For digitalt innhold som ikke leveres på et fysisk medium, faller angreretten bort når leveringen har begynt, dersom du på forhånd uttrykkelig har samtykket til at leveringen starter straks og har erkjent at angreretten dermed går tapt (angrerettloven § 22 bokstav n). Forbrukertilsynet fører tilsyn med reglene om angrerett.',
            'Før du betaler, ber vi deg derfor krysse av for «Jeg vil ha tekstene nå og vet at angreretten da faller bort». Betalingsknappen er låst til du har krysset av, og samtykket bekreftes på kvitteringssiden. Vil du ikke gi fra deg angreretten, kan du la være å kjøpe.',
          ],
        },
        {
          heading: 'Reklamasjon',
          only: 'model',
          paragraphs: [
            'Hvis tekstene ikke kommer frem eller noe er galt med kjøpet, kan du sende en e-post til {sellerEmail} med rom-ID og tidspunktet for kjøpet. Vi svarer innen 14 dager. Er du trukket for tekster som ikke ble levert, får du pengene tilbake.',
            'Du har reklamasjonsrett etter forbrukerlovgivningen. Blir vi ikke enige, kan du be Forbrukerrådet om hjelp til mekling.',
          ],
        },
        {
          heading: 'Alder og ansvar',
          paragraphs: [
            'Skål er en festlek for voksne over 18 år, og kjøp er forbeholdt personer over 18 år. Drikk ansvarlig: ingen trenger å drikke, vann og brus er helt greit, og du skal aldri kjøre etter å ha drukket.',
          ],
        },
        {
          heading: 'Lovvalg',
          paragraphs: ['Kjøpet følger norsk lov. Ufravikelige regler som beskytter deg som forbruker, gjelder alltid.'],
        },
      ],
    },
    privacyPolicy: {
      title: 'Personvernerklæring',
      sections: [
        {
          heading: 'Kort fortalt',
          paragraphs: [
            'Skål har ingen brukerkontoer, og vi spør ikke om e-post. Rom og tekster er anonyme og midlertidige, og navnene dere skriver under «Spillere», slettes med rommet. Mobilnummeret ditt sendes bare til Vipps og lagres aldri hos oss. Vi bruker Google Analytics 4 (GA4) bare hvis du samtykker.',
          ],
        },
        {
          heading: 'Behandlingsansvarlig',
          paragraphs: [
            '{sellerName} (organisasjonsnummer {sellerOrgNumber}, {sellerAddress}) er behandlingsansvarlig for opplysningene som beskrives her. Du når oss på {sellerEmail}.',
          ],
        },
        {
          heading: 'Rom, tekster og spillere',
          paragraphs: [
            'Når du lager eller blir med i et rom, lagrer serveren rom-ID-en, tekstene som legges til, og navnene dere skriver under «Spillere», så @spiller i en tekst kan bli en av dere. Alle i rommet og TV-en ser navnene, så et fornavn eller kallenavn holder. Vi lagrer ikke hvem som skrev hva. Rom, tekster og navn slettes automatisk etter {roomTtlHours} timer uten aktivitet.',
            'Ikke skriv personopplysninger om deg selv eller andre i tekstene, for alle som kjenner rom-ID-en, kan lese dem. Vi behandler rom, tekster og navn for å levere spillet du ber om (personvernforordningen artikkel 6 nr. 1 bokstav b).',
          ],
        },
        {
          heading: 'AI-tekster',
          only: 'model',
          paragraphs: [
            'Når et rom får AI-tekster, kan tekstene som allerede finnes i rommet, sendes til en leverandør av språkmodeller, slik at de nye tekstene passer til stilen i rommet. Navnene under «Spillere» sendes aldri: AI-en skriver @spiller, og mobilen setter inn navnene. Vi sender aldri mobilnummer eller andre opplysninger som kan knyttes til deg.',
          ],
        },
        {
          heading: 'Betaling og mobilnummer',
          only: 'model',
          paragraphs: [
            'Når du kjøper AI-tekster, sendes mobilnummeret ditt til Vipps MobilePay for å starte betalingen. Serveren vår lagrer aldri nummeret. Vipps MobilePay behandler betalingen som selvstendig behandlingsansvarlig etter sin egen personvernerklæring.',
            'Vi tar vare på betalingsreferanse, beløp, status og tidspunkt så lenge bokføringsreglene krever det (personvernforordningen artikkel 6 nr. 1 bokstav b og c).',
          ],
        },
        {
          heading: 'Analyse med Google Analytics 4',
          paragraphs: [
            'Bare hvis du samtykker, bruker vi Google Analytics 4 (GA4) for å telle besøk og se hvilke deler av Skål som brukes. GA4 bruker informasjonskapsler og sender opplysninger som enhetstype, nettleser, omtrentlig sted og hvilke sider du besøker, til Google. GA4 lagrer ikke IP-adressen din.',
            'Google kan behandle opplysningene i USA under EU–US Data Privacy Framework. Uten samtykke lastes ikke GA4 i det hele tatt. Du kan trekke samtykket tilbake når du vil (personvernforordningen artikkel 6 nr. 1 bokstav a).',
          ],
        },
        {
          heading: 'Lagring på enheten din',
          paragraphs: [
            `Skål lagrer disse verdiene i nettleserens lokale lagring (localStorage) på enheten din: ${listStoredValues(LOCAL_STORAGE_KEYS, 'norsk')}. I øktlagringen (sessionStorage) lagrer Skål ${listStoredValues(SESSION_STORAGE_KEYS, 'norsk')}.`,
            'Verdiene blir liggende på enheten din og sendes ikke til oss, bortsett fra at mobilnummeret sendes til Vipps når du betaler. Du kan slette dem når som helst i innstillingene til nettleseren.',
          ],
        },
        {
          heading: 'Dine rettigheter',
          paragraphs: [
            'Etter personvernforordningen (GDPR) har du rett til innsyn, retting, sletting, begrensning av behandlingen, dataportabilitet og til å protestere mot behandlingen. Fordi vi ikke vet hvem du er, trenger vi rom-ID-en for å finne tekstene dine. Skriv til {sellerEmail}, så svarer vi innen én måned.',
            'Mener du at vi behandler opplysninger i strid med regelverket, kan du klage til Datatilsynet (datatilsynet.no).',
          ],
        },
        {
          heading: 'Endringer',
          paragraphs: [
            'Vi oppdaterer denne erklæringen når Skål endrer seg. Den nyeste versjonen finner du alltid her.',
          ],
        },
      ],
    },
    termsOfService: {
      title: 'Brukervilkår',
      sections: [
        {
          heading: 'Om Skål',
          paragraphs: [
            'Skål er en festlek der vennegjengen fyller et felles rom med spørsmål, utfordringer og leker og sender én mobil rundt. Når du bruker Skål, godtar du disse vilkårene.',
          ],
        },
        {
          heading: 'Ansvarlig spill',
          paragraphs: [ADULTS_ONLY.norsk.line, `${ADULTS_ONLY.norsk.help} ${HELP_LINE.url}`],
        },
        {
          heading: 'Rom og innhold',
          paragraphs: [
            'Rom og innhold er midlertidige og anonyme. Det finnes ingen kontoer og ingen eier av et rom: alle som kjenner rom-ID-en, kan lese rommet, legge til tekster og starte en runde. Velg en rom-ID som er vanskelig å gjette hvis dere vil holde rommet for dere selv.',
            'Rom slettes automatisk etter {roomTtlHours} timer uten aktivitet. Vi kan ikke gjenopprette slettede rom.',
          ],
        },
        {
          heading: 'Hva du kan legge ut',
          paragraphs: [
            'Du er ansvarlig for tekstene du legger til. Ikke legg ut personopplysninger om deg selv eller andre, som fulle navn, telefonnumre eller adresser.',
            'Ikke legg ut ulovlig innhold, trakassering, trusler, hatefulle ytringer eller reklame for alkohol. Vi kan slette tekster og rom som bryter vilkårene.',
          ],
        },
        {
          heading: 'AI-tekster',
          only: 'model',
          paragraphs: [
            'AI-tekster lages av en maskin og kan bli feil eller upassende. Hopp over tekster dere ikke liker, og gi oss gjerne beskjed på {sellerEmail}.',
          ],
        },
        {
          heading: 'Alkohol og ansvar',
          paragraphs: [
            'Drikkeleker er for voksne over 18 år. Ingen skal presses til å drikke: du bestemmer selv, og vann eller brus er alltid et godt valg. Kjenn grensene dine, pass på hverandre og kjør aldri etter å ha drukket.',
          ],
        },
        {
          heading: 'Ingen garanti',
          paragraphs: [
            'Skål leveres som den er, uten garanti for at tjenesten alltid er tilgjengelig eller feilfri, og rom kan forsvinne. Vi er ikke ansvarlige for tap som følger av bruken, så langt loven tillater. Rettighetene dine som forbruker påvirkes ikke av dette.',
          ],
        },
        {
          heading: 'Endringer',
          paragraphs: ['Vi kan endre Skål og disse vilkårene. Den nyeste versjonen finner du alltid her.'],
        },
        {
          heading: 'Lov og tvister',
          paragraphs: [
            'Vilkårene følger norsk lov. Vi prøver alltid å løse uenigheter i minnelighet først; ellers avgjøres tvister av norske domstoler. Ta kontakt på {sellerEmail}.',
          ],
        },
      ],
    },
  },
  english: {
    termsOfSale: {
      title: 'Terms of sale',
      sections: [
        {
          heading: 'Seller and contact',
          paragraphs: [
            'The seller is {sellerName}, organisation number {sellerOrgNumber}, {sellerAddress}. Questions about purchases, complaints and other enquiries go to {sellerEmail}.',
          ],
        },
        {
          heading: 'Nothing for sale',
          only: 'noModel',
          paragraphs: [
            "This Skål server sells nothing. The rooms, the 3 free entries and Skål's collection are free, and you are never asked to pay.",
          ],
        },
        {
          heading: 'What you buy',
          only: 'model',
          paragraphs: [
            'We sell a single digital good: 20 entries written by artificial intelligence (AI), added to one room you choose. Each purchase covers one room and is a one-off purchase, not a subscription.',
            'The first 3 AI entries in a room are free. The entries you buy become part of the room, and anyone who knows the room ID can see them. Like the rest of the room they are temporary and are deleted when the room is deleted.',
          ],
        },
        {
          heading: 'Price',
          only: 'model',
          paragraphs: [
            'The price is {price} including {vatPercent}% VAT per purchase. We add no fees. The price is shown before you pay.',
          ],
        },
        {
          heading: 'Payment',
          only: 'model',
          paragraphs: [
            'You pay with Vipps (Vipps MobilePay). You enter your mobile number and approve the payment in the Vipps app. Skål is for adults: Vipps only accepts payments from people aged 18 or over.',
            'When you approve, the amount is reserved on your account. It is only charged after the entries have been delivered to the room. If delivery fails, the reservation is cancelled and you pay nothing.',
          ],
        },
        {
          heading: 'Delivery',
          only: 'model',
          paragraphs: [
            'The entries are delivered immediately after the payment is approved, by adding them to the room you bought them for. You get a receipt in Vipps and a confirmation when you return to Skål.',
          ],
        },
        {
          heading: 'Right of withdrawal',
          only: 'model',
          paragraphs: [
            'When you buy online, you normally have a 14-day right of withdrawal under the Norwegian Right of Withdrawal Act (angrerettloven). For digital content not supplied on a physical medium, the right lapses once delivery has begun if you expressly consented in advance to immediate delivery and acknowledged that you thereby lose the right (angrerettloven § 22 (n)). The Norwegian Consumer Authority (Forbrukertilsynet) oversees the rules on the right of withdrawal.',
            'Before you pay, we therefore ask you to tick "I want the entries now and know that I then lose the right of withdrawal". The pay button stays disabled until you tick it, and your consent is confirmed on the receipt page. If you do not want to give up the right of withdrawal, simply do not buy.',
          ],
        },
        {
          heading: 'Complaints',
          only: 'model',
          paragraphs: [
            'If the entries do not arrive or something is wrong with your purchase, email {sellerEmail} with the room ID and the time of purchase. We answer within 14 days. If you were charged for entries that were not delivered, you get your money back.',
            'You have the right to complain under Norwegian consumer law. If we cannot agree, you can ask the Norwegian Consumer Council (Forbrukerrådet) to mediate.',
          ],
        },
        {
          heading: 'Age and responsibility',
          paragraphs: [
            'Skål is a party game for adults aged 18 or over, and purchases are for people aged 18 or over only. Drink responsibly: nobody has to drink, water and soft drinks are perfectly fine, and never drive after drinking.',
          ],
        },
        {
          heading: 'Governing law',
          paragraphs: [
            'The purchase is governed by Norwegian law. Mandatory rules that protect you as a consumer always apply.',
          ],
        },
      ],
    },
    privacyPolicy: {
      title: 'Privacy policy',
      sections: [
        {
          heading: 'In short',
          paragraphs: [
            'Skål has no user accounts, and we do not ask for your email. Rooms and entries are anonymous and temporary, and the names you add under "Players" are deleted with the room. Your mobile number is only passed to Vipps and is never stored by us. We use Google Analytics 4 (GA4) only if you consent.',
          ],
        },
        {
          heading: 'Data controller',
          paragraphs: [
            '{sellerName} (organisation number {sellerOrgNumber}, {sellerAddress}) is the data controller for the information described here. You can reach us at {sellerEmail}.',
          ],
        },
        {
          heading: 'Rooms, entries and players',
          paragraphs: [
            'When you create or join a room, the server stores the room ID, the entries added to it and the names you add under "Players", so that @player in an entry can become one of you. Everyone in the room and the TV see the names, so a first name or a nickname will do. We do not store who wrote what. Rooms, entries and names are deleted automatically after {roomTtlHours} hours without activity.',
            'Do not write personal data about yourself or others in entries, because anyone who knows the room ID can read them. We process rooms, entries and names to provide the game you ask for (GDPR Article 6(1)(b)).',
          ],
        },
        {
          heading: 'AI entries',
          only: 'model',
          paragraphs: [
            'When a room gets AI entries, the entries already in the room may be sent to a language model provider so that the new entries match the style of the room. The names under "Players" are never sent: the AI writes @player, and the phone fills in the names. We never send your mobile number or anything else that can be linked to you.',
          ],
        },
        {
          heading: 'Payment and mobile number',
          only: 'model',
          paragraphs: [
            'When you buy AI entries, your mobile number is passed to Vipps MobilePay to start the payment. Our server never stores the number. Vipps MobilePay processes the payment as an independent data controller under its own privacy policy.',
            'We keep the payment reference, amount, status and time for as long as bookkeeping rules require (GDPR Article 6(1)(b) and (c)).',
          ],
        },
        {
          heading: 'Analytics with Google Analytics 4',
          paragraphs: [
            'Only if you consent do we use Google Analytics 4 (GA4) to count visits and see which parts of Skål are used. GA4 uses cookies and sends information such as device type, browser, approximate location and the pages you visit to Google. GA4 does not store your IP address.',
            'Google may process the information in the USA under the EU–US Data Privacy Framework. Without consent, GA4 is not loaded at all. You can withdraw your consent at any time (GDPR Article 6(1)(a)).',
          ],
        },
        {
          heading: 'Storage on your device',
          paragraphs: [
            `Skål keeps these values in the browser's local storage (localStorage) on your device: ${listStoredValues(LOCAL_STORAGE_KEYS, 'english')}. In session storage (sessionStorage) Skål keeps ${listStoredValues(SESSION_STORAGE_KEYS, 'english')}.`,
            'These values stay on your device and are not sent to us, except that the mobile number is passed to Vipps when you pay. You can delete them at any time in your browser settings.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'Under the GDPR you have the right of access, rectification, erasure, restriction of processing, data portability and to object to processing. Because we do not know who you are, we need the room ID to find your entries. Write to {sellerEmail} and we will answer within one month.',
            'If you believe we process personal data in breach of the rules, you can complain to the Norwegian Data Protection Authority (Datatilsynet, datatilsynet.no).',
          ],
        },
        {
          heading: 'Changes',
          paragraphs: ['We update this policy when Skål changes. The latest version is always here.'],
        },
      ],
    },
    termsOfService: {
      title: 'Terms of service',
      sections: [
        {
          heading: 'About Skål',
          paragraphs: [
            'Skål is a party game where friends fill a shared room with questions, dares and games and pass one phone around. By using Skål you accept these terms.',
          ],
        },
        {
          heading: 'Responsible play',
          paragraphs: [ADULTS_ONLY.english.line, `${ADULTS_ONLY.english.help} ${HELP_LINE.url}`],
        },
        {
          heading: 'Rooms and content',
          paragraphs: [
            'Rooms and content are temporary and anonymous. There are no accounts and no room owners: anyone who knows the room ID can read the room, add entries and start a round. Pick a room ID that is hard to guess if you want to keep the room to yourselves.',
            'Rooms are deleted automatically after {roomTtlHours} hours without activity. We cannot restore deleted rooms.',
          ],
        },
        {
          heading: 'What you may post',
          paragraphs: [
            'You are responsible for the entries you add. Do not post personal data about yourself or others, such as full names, phone numbers or addresses.',
            'Do not post illegal content, harassment, threats, hate speech or alcohol advertising. We may delete entries and rooms that break these terms.',
          ],
        },
        {
          heading: 'AI entries',
          only: 'model',
          paragraphs: [
            'AI entries are written by a machine and may be wrong or unsuitable. Skip any entry you do not like, and feel free to tell us at {sellerEmail}.',
          ],
        },
        {
          heading: 'Alcohol and responsibility',
          paragraphs: [
            'Drinking games are for adults aged 18 or over. Nobody should be pressured to drink: it is always your choice, and water or soft drinks are always a good option. Know your limits, look after each other and never drive after drinking.',
          ],
        },
        {
          heading: 'No warranty',
          paragraphs: [
            'Skål is provided as is, with no warranty that the service is always available or free of errors, and rooms may disappear. We are not liable for losses arising from its use, as far as the law allows. This does not affect your rights as a consumer.',
          ],
        },
        {
          heading: 'Changes',
          paragraphs: ['We may change Skål and these terms. The latest version is always here.'],
        },
        {
          heading: 'Law and disputes',
          paragraphs: [
            'These terms are governed by Norwegian law. We always try to settle disagreements amicably first; otherwise disputes are decided by the Norwegian courts. Contact us at {sellerEmail}.',
          ],
        },
      ],
    },
  },
  dansk: DANSK_LEGAL,
  suomi: SUOMI_LEGAL,
};

/** The sections a deployment shows: with a model, what is sold; without one, that nothing is (issue #39). */
export function legalSections(document: LegalDocument, model: boolean): readonly LegalSection[] {
  return document.sections.filter((section) => !section.only || section.only === (model ? 'model' : 'noModel'));
}
