// The AI bottom drawer (lazy-loaded): the paid purchase or the free AI variant; drag down past half to close.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchRoom, requestFreeAi, startPayment } from '../net/api';
import { paymentRefusalKey } from './payment-refusal';
import { currentLanguage } from '../i18n';
import { storeMobileNumber, storedMobileNumber } from '../storage';
import { useToast } from '../toast/toast-context';
import {
  LEGAL_PATHS,
  drawerOffset,
  drawerShouldClose,
  filterMobileNumber,
  isCompleteMobileNumber,
  legalHref,
} from '../ui-rules';
import { CloseIcon } from '../toast/ToastProvider';
import { useFocusTrap } from './use-focus-trap';

interface Props {
  room: string;
  hasStarted: boolean;
  onClose: () => void;
}

type Variant = 'loading' | 'paid' | 'free';

export default function AiDrawer({ room, hasStarted, onClose }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const [variant, setVariant] = useState<Variant>('loading');
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ pointer: number; startY: number; offset: number } | null>(null);
  const sheet = useRef<HTMLDivElement>(null);
  useFocusTrap(sheet);

  // The room's flag (item 2 of the room response) picks the variant; without an answer, offer the free one.
  useEffect(() => {
    let live = true;
    fetchRoom(room)
      .then((snapshot) => live && setVariant(snapshot?.paid ? 'paid' : 'free'))
      .catch(() => live && setVariant('free'));
    return () => {
      live = false;
    };
  }, [room]);

  useEffect(() => {
    sheet.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const close = () => {
    setOffset(0);
    onClose();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Buttons in the header (close) keep their own taps; capturing the pointer would swallow their click.
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    drag.current = { pointer: event.pointerId, startY: event.clientY, offset: 0 };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    drag.current.offset = drawerOffset(drag.current.startY, event.clientY);
    setOffset(drag.current.offset);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    // A cancelled pointer carries no useful position: judge by how far the drawer had followed.
    const moved =
      event.type === 'pointercancel' ? drag.current.offset : drawerOffset(drag.current.startY, event.clientY);
    drag.current = null;
    setDragging(false);
    if (drawerShouldClose(moved, sheet.current?.offsetHeight ?? 0)) close();
    else setOffset(0);
  };

  return (
    <div className="drawer-layer">
      <div className="drawer-backdrop" onClick={close} aria-hidden="true" />
      <div
        ref={sheet}
        className={`drawer${dragging ? ' drawer-dragging' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="drawer-title"
        tabIndex={-1}
        style={{ transform: `translateY(${offset}px)` }}
        data-offset={Math.round(offset)}
      >
        <div
          className="drawer-grip"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          title={t('ai.dragHandle')}
          data-testid="drawer-grip"
        >
          <span className="drawer-handle" aria-hidden="true" />
          <div className="drawer-head">
            <h2 id="drawer-title">{t('ai.title')}</h2>
            <button type="button" className="icon-button" aria-label={t('ai.close')} onClick={close}>
              <CloseIcon />
            </button>
          </div>
        </div>
        <div className="drawer-body">
          {variant === 'loading' && <p className="hint">{t('ai.loadingVariant')}</p>}
          {variant === 'paid' && <PaidAi room={room} hasStarted={hasStarted} />}
          {variant === 'free' && (
            <FreeAi
              room={room}
              onStarted={() => {
                toast({ text: t('ai.freeStarted') });
                close();
              }}
              onUsed={() => {
                toast({ text: t('ai.freeUsed') });
                setVariant('paid');
              }}
            />
          )}
        </div>
      </div>
    </div>
  );
}

function PaidAi({ room, hasStarted }: { room: string; hasStarted: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [number, setNumber] = useState(() => filterMobileNumber(storedMobileNumber()));
  const [consent, setConsent] = useState(false);
  const [paying, setPaying] = useState(false);

  const pay = async () => {
    if (!isCompleteMobileNumber(number)) {
      toast({ text: t('toast.mobileLength'), kind: 'warning' });
      return;
    }
    setPaying(true);
    try {
      const redirectUrl = await startPayment({ roomName: room, mobileNumber: number, hasStarted });
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
      <p>{t('ai.paidIntro')}</p>
      <div className="facts">
        <p className="price">{t('ai.price')}</p>
        <p>{t('ai.seller')}</p>
      </div>
      <label className="field">
        <span className="field-label">{t('ai.mobile')}</span>
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
      </label>
      <p className="hint" id="mobile-hint">
        {t('ai.mobileHint')}
      </p>
      <label className="consent">
        <input type="checkbox" checked={consent} onChange={(event) => setConsent(event.target.checked)} />
        <span>{t('ai.consent')}</span>
      </label>
      <button type="button" className="button button-vipps button-big" disabled={!consent || paying} onClick={pay}>
        {t('ai.pay')}
      </button>
      {paying && <p className="hint">{t('ai.paying')}</p>}
      <a className="small-link" href={legalHref(LEGAL_PATHS.termsOfSale, currentLanguage(), window.location.origin)}>
        {t('ai.terms')}
      </a>
    </div>
  );
}

function FreeAi({ room, onStarted, onUsed }: { room: string; onStarted: () => void; onUsed: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [sending, setSending] = useState(false);

  const getFree = async () => {
    setSending(true);
    try {
      const outcome = await requestFreeAi(room);
      if (outcome === 'used') onUsed();
      else onStarted();
    } catch (error) {
      console.error('Free AI failed', error);
      toast({ text: t('toast.somethingWrong'), kind: 'warning' });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="ai-free">
      <p>{t('ai.freeIntro')}</p>
      <button type="button" className="button button-primary button-big" disabled={sending} onClick={getFree}>
        {t('ai.free')}
      </button>
    </div>
  );
}
