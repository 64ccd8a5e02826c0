// The payment screens' Norwegian texts: loaded with those screens (screens/Payment.tsx adds them), not in the first
// script; every other Norwegian text is in nb.ts. English has them in en.ts, which loads whole.
export const nbPayment = {
  title: 'Betaling',
  paid: 'Takk! Betalingen er fullført, og tekstene legges til i rommet.',
  aborted: 'Betalingen ble avbrutt. Du har ikke betalt noe.',
  failed: 'Betalingen gikk ikke gjennom. Du har ikke betalt noe.',
  pending: 'Venter på svar fra Vipps …',
  writing: 'Betalingen er godkjent. Tekstene skrives nå …',
  unknown: 'Vi finner ikke denne betalingen.',
  noReference: 'Her er det ingen betaling å vise.',
  consent: 'Du samtykket til levering nå, og angreretten falt dermed bort.',
  goBack: 'Gå tilbake til fanen du var i for å spille videre.',
  abortedTitle: 'Betalingen ble avbrutt',
  receiptTitle: 'Kvittering',
  // A delivery that failed says what failed (issue #39), never that the payment did.
  failedModel:
    'Tekstene kunne ikke skrives: AI-en svarte ikke. Du har ikke betalt noe: det reserverte beløpet er frigitt.',
  failedTooFew:
    'Tekstene kunne ikke leveres: AI-en skrev for få som kunne brukes. Du har ikke betalt noe: det reserverte beløpet er frigitt.',
  failedRoomFull:
    'Tekstene kunne ikke leveres: rommet er fullt. Du har ikke betalt noe: det reserverte beløpet er frigitt.',
  receiptItem: '20 AI-tekster til rommet {{room}}, stil: {{style}}',
  receiptPrice: '{{price}} inkl. {{vatPercent}} % mva.',
  receiptSeller: 'Selger: {{name}}, org.nr. {{orgNumber}}, {{address}}, {{email}}',
  home: 'Til forsiden',
} as const;
