// The simulator's checkout page, standing in for the wallet app: approve or cancel, then back to the shop.
import type { SimPayment } from './simulator-store';

const TEXT = {
  nb: {
    title: 'Betal med Vipps (simulert)',
    approve: 'Godkjenn',
    cancel: 'Avbryt',
    missing: 'Fant ikke betalingen.',
    done: 'Betalingen er allerede behandlet',
    back: 'Tilbake til butikken',
    simulated: 'Dette er Skåls innebygde betalingssimulator. Ingen penger trekkes.',
    minimumAge: (age: number) => `Du må være minst ${age} år for å betale.`,
  },
  en: {
    title: 'Pay with Vipps (simulated)',
    approve: 'Approve',
    cancel: 'Cancel',
    missing: 'Payment not found.',
    done: 'This payment has already been handled',
    back: 'Back to the shop',
    simulated: "This is Skål's built-in payment simulator. No money is taken.",
    minimumAge: (age: number) => `You must be at least ${age} years old to pay.`,
  },
};

/** How each market's amount reads on the checkout page (the simulator plays every market). */
const CURRENCY_SIGN = { NOK: 'kr', DKK: 'DKK', EUR: '€' } as const;

const escape = (text: string) =>
  text.replace(/[&<>"']/gu, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function checkoutPage(payment: SimPayment | null, english: boolean, prefix: string): string {
  const t = english ? TEXT.en : TEXT.nb;
  const kroner = payment ? (payment.amount / 100).toFixed(2).replace('.', english ? '.' : ',') : '';
  const body = !payment
    ? `<p>${t.missing}</p>`
    : payment.state !== 'CREATED'
      ? `<p>${t.done} (${escape(payment.state)}).</p><p><a href="${escape(payment.returnUrl)}">${t.back}</a></p>`
      : `<p class="amount">${kroner} ${CURRENCY_SIGN[payment.currency ?? 'NOK']}</p><p>${escape(payment.description)}</p>${
          payment.minimumUserAge ? `<p class="age">${t.minimumAge(payment.minimumUserAge)}</p>` : ''
        }
         <form method="post" action="${prefix}/checkout/${encodeURIComponent(payment.reference)}/approve"><button class="approve">${t.approve}</button></form>
         <form method="post" action="${prefix}/checkout/${encodeURIComponent(payment.reference)}/cancel"><button class="cancel">${t.cancel}</button></form>`;
  return `<!doctype html><html lang="${english ? 'en' : 'nb'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title><style>
body{font-family:system-ui,sans-serif;background:#ff5b24;color:#1a1a1a;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:20px;padding:28px;width:min(90vw,360px);text-align:center;box-shadow:0 10px 30px #0003}
.amount{font-size:40px;font-weight:700;margin:8px 0}button{width:100%;min-height:48px;border-radius:24px;border:0;font-size:18px;margin-top:12px;cursor:pointer}
.age{font-weight:700}.approve{background:#0b6e3a;color:#fff}.cancel{background:#eee;color:#1a1a1a}small{color:#555;display:block;margin-top:16px}
</style></head><body><main><h1>${t.title}</h1>${body}<small>${t.simulated}</small></main></body></html>`;
}
