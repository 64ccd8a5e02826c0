// Shows toasts (docs/product.md): pink messages, orange warnings, timed short/medium/long, most with a close icon.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { TOAST_DURATION_MS } from '@skal/shared';
import { CloseIcon } from '../components/icons';
import { ToastContext, type ToastItem, type ToastRequest } from './toast-context';

// A few at most: a burst of taps should not bury the screen.
const MAX_TOASTS = 3;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (request: ToastRequest) => {
      const toast: ToastItem = {
        id: nextId.current++,
        text: request.text,
        kind: request.kind ?? 'info',
        duration: request.duration ?? 'medium',
        closable: request.closable ?? true,
        ...(request.action ? { action: request.action } : {}),
      };
      // The same message twice in a row replaces the first instead of stacking, unless the first has an action:
      // two removals in a row are two Undo toasts, each bringing back its own entry.
      setToasts((current) =>
        [...current.filter((item) => item.text !== toast.text || item.action), toast].slice(-MAX_TOASTS),
      );
      timers.current.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), TOAST_DURATION_MS[toast.duration]),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toasts">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ toast, onClose }: { toast: ToastItem; onClose: () => void }) {
  const { t } = useTranslation();
  // While the action is under way another tap does nothing; if it fails, the toast stays to be tried again.
  const [acting, setActing] = useState(false);
  const { action } = toast;
  const act = () => {
    if (acting || !action) return;
    const result = action.run();
    if (!(result instanceof Promise)) return onClose();
    setActing(true);
    result.then(
      (done) => {
        setActing(false);
        if (done) onClose();
      },
      () => setActing(false),
    );
  };
  return (
    <div
      className={`toast toast-${toast.kind}`}
      role={toast.kind === 'warning' ? 'alert' : 'status'}
      aria-label={toast.text}
      data-duration={toast.duration}
    >
      <span className="toast-text">{toast.text}</span>
      {action && (
        <button type="button" className="toast-action" aria-disabled={acting || undefined} onClick={act}>
          {action.label}
        </button>
      )}
      {toast.closable && (
        <button type="button" className="toast-close" aria-label={t('toast.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
