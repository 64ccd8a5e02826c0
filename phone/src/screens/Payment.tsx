// Route '/betaling': where the wallet sends the buyer back; shows the payment's outcome and where to go next.
import { useEffect, useState } from 'react';
import { addTexts, useTranslation, currentLanguage, type TextKey } from '../i18n';
import { nbPayment } from '../i18n/nb-payment';
import { Link, useSearchParams } from '../router';
import {
  defaultOffer,
  formatMarketPrice,
  formatOrgNumber,
  formatVatPercent,
  isMarket,
  marketForLanguage,
  styleChoiceOf,
  styleLabel,
  type AiFailure,
  type PaymentStatus,
  type PaymentStatusResponse,
} from '@skal/shared';
import { useLegalFacts } from '../net/legal-facts';
import { fetchPayment } from '../net/payment-api';
import { CheckIcon } from '../components/icons-later';

type View = PaymentStatus | 'loading' | 'unknown' | 'none' | 'error';

// This screen's Norwegian texts come with it, not in the first script.
addTexts({ payment: nbPayment });

// The wallet may send the buyer back before it has told the server; ask again for a while.
const POLL_MS = 2000;
const MAX_POLLS = 30;
/** While the paid entries are written: longer than a model's retries and top-ups may take. */
const MAX_WRITING_POLLS = 120;

export function Payment() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const reference = params.get('reference');
  const [view, setView] = useState<View>(reference ? 'loading' : 'none');
  const [bought, setBought] = useState<PaymentStatusResponse | null>(null);

  useEffect(() => {
    if (!reference) return;
    let live = true;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      polls += 1;
      try {
        const payment = await fetchPayment(reference);
        if (!live) return;
        const state: View = payment ? payment.state : 'unknown';
        setBought(payment);
        setView(state);
        // Paid but not yet delivered: keep asking, so a delivery that fails is said here (issue #39).
        const writing = state === 'paid' && payment?.delivered === false;
        if ((state === 'pending' && polls < MAX_POLLS) || (writing && polls < MAX_WRITING_POLLS))
          timer = setTimeout(() => void ask(), POLL_MS);
      } catch {
        if (live) setView('error');
      }
    };
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [reference]);

  return (
    <main className="screen page">
      <h1>{t('payment.title')}</h1>
      <div className={`payment-state payment-${view}`} role="status" aria-live="polite">
        {view === 'loading' && <p>{t('loading')}</p>}
        {view === 'paid' && bought?.delivered === false && <p className="lead">{t('payment.writing')}</p>}
        {view === 'paid' && bought?.delivered !== false && (
          <>
            <CheckIcon />
            <p className="lead">{t('payment.paid')}</p>
            <p>{t('payment.consent')}</p>
            {bought && <Receipt payment={bought} />}
          </>
        )}
        {view === 'pending' && <p className="lead">{t('payment.pending')}</p>}
        {view === 'aborted' && <p className="lead">{t('payment.aborted')}</p>}
        {view === 'failed' && <p className="lead">{t(failedKey(bought?.failure))}</p>}
        {view === 'unknown' && <p className="lead">{t('payment.unknown')}</p>}
        {view === 'error' && <p className="lead">{t('toast.somethingWrong')}</p>}
        {view === 'none' && <p className="lead">{t('payment.noReference')}</p>}
      </div>
      {view !== 'none' && <p className="advice">{t('payment.goBack')}</p>}
      <Link className="button button-secondary" to="/">
        {t('payment.home')}
      </Link>
    </main>
  );
}

/**
 * A failed payment says what failed (issue #39): entries that could not be delivered are not the payment's fault,
 * and the buyer hears that nothing was charged. A failure with no reason (the wallet refused) blames the payment.
 */
function failedKey(failure: AiFailure | undefined): TextKey {
  switch (failure) {
    case 'model_unavailable':
      return 'payment.failedModel';
    case 'too_few':
    case 'used_up':
      return 'payment.failedTooFew';
    case 'room_full':
      return 'payment.failedRoomFull';
    default:
      return 'payment.failed';
  }
}

/**
 * What the law asks a receipt to say: what was bought, the price with VAT, and who sold it: the amount, currency and
 * VAT the payment was taken with, and its market's seller (a server from before markets: this phone's market's).
 */
function Receipt({ payment }: { payment: PaymentStatusResponse }) {
  const { t } = useTranslation();
  const market = isMarket(payment.market) ? payment.market : marketForLanguage(currentLanguage());
  const facts = useLegalFacts(market);
  if (!facts) return null;
  const { seller } = facts;
  const offer = facts.offer ?? defaultOffer(market);
  const price = formatMarketPrice(market, payment.amountMinor ?? offer.priceMinor, payment.currency ?? offer.currency);
  const vatPercent = formatVatPercent(market, payment.vatPercent ?? offer.vatPercent);
  return (
    <section className="receipt" aria-label={t('payment.receiptTitle')}>
      <h2>{t('payment.receiptTitle')}</h2>
      <p>
        {t('payment.receiptItem', {
          room: payment.roomName,
          style: styleLabel(styleChoiceOf(payment), currentLanguage()),
        })}
      </p>
      <p>{t('payment.receiptPrice', { price, vatPercent })}</p>
      <p>
        {t('payment.receiptSeller', {
          name: seller.name,
          orgNumber: formatOrgNumber(seller.orgNumber),
          address: seller.address,
          email: seller.email,
        })}
      </p>
    </section>
  );
}

export function PaymentAborted() {
  const { t } = useTranslation();
  return (
    <main className="screen page">
      <h1>{t('payment.abortedTitle')}</h1>
      <p className="lead">{t('payment.aborted')}</p>
      <p className="advice">{t('payment.goBack')}</p>
      <Link className="button button-secondary" to="/">
        {t('payment.home')}
      </Link>
    </main>
  );
}
