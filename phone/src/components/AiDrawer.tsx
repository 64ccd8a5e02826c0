// The AI drawer (lazy-loaded), a bottom sheet: the paid purchase or the free AI variant. Without a model (issue #39)
// nothing is sold and no word says AI: the drawer offers the 3 free entries and Skål's collection, both free.
import { useEffect, useState } from 'react';
import { addTexts, useTranslation, currentLanguage } from '../i18n';
import { nbAiDrawer } from '../i18n/nb-later';
import {
  asksForNumber,
  defaultOffer,
  formatMarketPrice,
  marketForLanguage,
  type Language,
  type StyleChoice,
} from '@skal/shared';
import { fetchRoom } from '../net/api';
import { startPayment } from '../net/payment-api';
import { loadPaymentsOffered } from '../net/app-config';
import { loadLegalFacts, type DeploymentFacts } from '../net/legal-facts';
import { claimFreeAi } from '../net/free-ai';
import { isNotMember, paymentRefusalKey } from './payment-refusal';
import { storeMobileNumber, storedMobileNumber } from '../storage';
import { storeStyleChoice, storedStyleChoice } from '../style-choice';
import { useToast } from '../toast/toast-context';
import { LEGAL_PATHS, filterMobileNumber, isCompleteMobileNumber, legalHref } from '../ui-rules';
import { useModelConfigured } from '../room/RoomNotices';
import { COLLECTION_TEXTS } from '../room/collection-texts';
import { AiStyleChoice } from './AiStyleChoice';
import { BottomSheet } from './BottomSheet';
import { Field } from './Field';

interface Props {
  room: string;
  /** The room's language, which the entries are written in (null while unknown: the server uses the room's own). */
  language: Language | null;
  hasStarted: boolean;
  onClose: () => void;
  /** Opens Skål's collection (the drawer's offer without a model). */
  onOpenCollection: () => void;
}

addTexts({ aiDrawer: nbAiDrawer });

/**
 * `paymentsOff`: the room's free entries are used and this server sells none (said on opening, not after Pay).
 * `marketOff`: it sells, but not in this phone's market (its language's: issue #40), whose sales unit is not set up.
 */
type Variant = 'loading' | 'paid' | 'paymentsOff' | 'marketOff' | 'free';

export default function AiDrawer({ room, language, hasStarted, onClose, onOpenCollection }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [variant, setVariant] = useState<Variant>('loading');
  // One choice for this drawer and the collection sheet, remembered on the phone.
  const [style, setStyleState] = useState<StyleChoice>(storedStyleChoice);
  const setStyle = (next: StyleChoice) => {
    setStyleState(next);
    storeStyleChoice(next);
  };
  const [paymentsOffered, setPaymentsOffered] = useState(true);
  // This phone's market's offer (its price, or that it is not offered), from the same app-config.
  const [market, setMarket] = useState<DeploymentFacts | null>(null);
  // Without a model the free entries come from Skål's collection: the drawer says so and never names AI.
  const model = useModelConfigured();
  // The room's flag (item 2 of the room response) picks the variant; without an answer, offer the free one.
  // The server's app-config says whether the paid one can be bought here at all.
  useEffect(() => {
    let live = true;
    Promise.all([
      fetchRoom(room).then((snapshot) => Boolean(snapshot?.paid)),
      loadPaymentsOffered(),
      loadLegalFacts(marketForLanguage(currentLanguage())),
    ])
      .then(([freeUsed, offered, facts]) => {
        if (!live) return;
        setPaymentsOffered(offered);
        setMarket(facts);
        setVariant(freeUsed ? 'paid' : 'free');
      })
      .catch(() => live && setVariant('free'));
    return () => {
      live = false;
    };
  }, [room]);
  const shown: Variant =
    variant !== 'paid' ? variant : !paymentsOffered ? 'paymentsOff' : market?.offered === false ? 'marketOff' : variant;
  const offer = market?.offer ?? defaultOffer(market?.market ?? 'NO');
  const price = market ? formatMarketPrice(market.market, offer.priceMinor, offer.currency) : '';

  return (
    <BottomSheet
      title={model ? t('aiDrawer.title') : COLLECTION_TEXTS[currentLanguage()].drawerTitle}
      closeLabel={t('ai.close')}
      gripLabel={t('ai.dragHandle')}
      onClose={onClose}
    >
      {shown === 'loading' && <p className="hint">{t('aiDrawer.loadingVariant')}</p>}
      {(shown === 'free' || (shown === 'paid' && model)) && <AiStyleChoice value={style} onChange={setStyle} />}
      {shown === 'paid' && model && (
        <PaidAi room={room} language={language} hasStarted={hasStarted} style={style} price={price} />
      )}
      {shown === 'paymentsOff' && model && (
        <p className="ai-payments-off" role="status">
          {t('aiDrawer.paymentsOff')}
        </p>
      )}
      {shown === 'marketOff' && model && (
        <p className="ai-payments-off" role="status">
          {t('aiDrawer.marketOff')}
        </p>
      )}
      {shown === 'free' && (
        <FreeAi
          room={room}
          language={language}
          style={style}
          model={model}
          onStarted={() => {
            toast({ text: model ? t('aiDrawer.freeStarted') : COLLECTION_TEXTS[currentLanguage()].freeStarted });
            onClose();
          }}
          onUsed={() => {
            toast({ text: t('aiDrawer.freeUsed') });
            setVariant('paid');
          }}
        />
      )}
      {(!model || shown === 'marketOff') && shown !== 'loading' && (
        // Without a model, or with nothing sold in this market, the drawer offers what is free: the collection, as
        // often as the room likes.
        <div className="ai-collection-offer">
          <p>{COLLECTION_TEXTS[currentLanguage()].drawerOffer}</p>
          <button
            type="button"
            className="button button-secondary button-big"
            onClick={() => {
              onClose();
              onOpenCollection();
            }}
          >
            {t('collection.open')}
          </button>
        </div>
      )}
    </BottomSheet>
  );
}

function PaidAi({
  room,
  language,
  hasStarted,
  style,
  price,
}: {
  room: string;
  language: Language | null;
  hasStarted: boolean;
  style: StyleChoice;
  /** The market's configured price, as the market writes it (`20 kr`, `20 kr.`, `2,50 €`). */
  price: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [number, setNumber] = useState(() => filterMobileNumber(storedMobileNumber()));
  const [consent, setConsent] = useState(false);
  const [paying, setPaying] = useState(false);
  // The market follows this phone's language (issue #40): only Norway's payer is asked for a number.
  const payerLanguage = currentLanguage();
  const askNumber = asksForNumber(marketForLanguage(payerLanguage));

  const pay = async () => {
    if (askNumber && !isCompleteMobileNumber(number)) {
      toast({ text: t('toast.mobileLength'), kind: 'warning' });
      return;
    }
    setPaying(true);
    try {
      const redirectUrl = await startPayment({
        roomName: room,
        ...(askNumber ? { mobileNumber: number } : {}),
        payerLanguage,
        hasStarted,
        // The room's: the entries and the wallet's payment text come in it.
        ...(language ? { language } : {}),
        ...style,
      });
      if (redirectUrl) {
        window.location.assign(redirectUrl);
        return;
      }
      console.error('The payment answer had no redirectUrl');
    } catch (error) {
      console.error('Payment failed', error);
      toast({ text: t(paymentRefusalKey(error)), kind: 'warning' });
    }
    setPaying(false);
  };

  return (
    <div className="ai-paid">
      <p>{t('aiDrawer.paidIntro')}</p>
      <div className="facts">
        <p className="price">{t('aiDrawer.price', { price })}</p>
        <p>{t('aiDrawer.seller')}</p>
      </div>
      {askNumber && (
        <Field label={t('aiDrawer.mobile')} hint={t('aiDrawer.mobileHint')} hintId="mobile-hint">
          <input
            className="input input-large"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={number}
            onChange={(event) => {
              const digits = filterMobileNumber(event.target.value);
              setNumber(digits);
              storeMobileNumber(digits);
            }}
            aria-describedby="mobile-hint"
          />
        </Field>
      )}
      <label className="consent">
        <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
        <span>{t('aiDrawer.consent')}</span>
      </label>
      <button type="button" className="button button-vipps button-big" disabled={!consent || paying} onClick={pay}>
        {t('aiDrawer.pay', { price })}
      </button>
      {paying && <p className="hint">{t('aiDrawer.paying')}</p>}
      <a className="small-link" href={legalHref(LEGAL_PATHS.termsOfSale, currentLanguage(), window.location.origin)}>
        {t('aiDrawer.terms')}
      </a>
    </div>
  );
}

function FreeAi({
  room,
  language,
  style,
  model,
  onStarted,
  onUsed,
}: {
  room: string;
  language: Language | null;
  style: StyleChoice;
  model: boolean;
  onStarted: () => void;
  onUsed: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [sending, setSending] = useState(false);

  const getFree = async () => {
    setSending(true);
    try {
      const outcome = await claimFreeAi(room, language ?? undefined, style);
      if (outcome === 'used') onUsed();
      else if (outcome === 'started') onStarted();
      // The entries cannot come now: say why; the grant stays, so the drawer stays for another try.
      else
        toast({
          text: outcome === 'used_up' ? COLLECTION_TEXTS[currentLanguage()].freeUsedUp : t('aiDrawer.freeModelDown'),
          kind: 'warning',
        });
    } catch (error) {
      console.error('Free AI failed', error);
      toast({ text: t(isNotMember(error) ? 'aiDrawer.notMember' : 'toast.somethingWrong'), kind: 'warning' });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="ai-free">
      <p>{model ? t('aiDrawer.freeIntro') : COLLECTION_TEXTS[currentLanguage()].freeIntro}</p>
      <button type="button" className="button button-primary button-big" disabled={sending} onClick={getFree}>
        {t('aiDrawer.free')}
      </button>
    </div>
  );
}
