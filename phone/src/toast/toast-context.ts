// The toast API the screens use: show a message of a kind and length; the provider renders and times it.
import { createContext, useContext } from 'react';
import type { ToastDuration } from '@skal/shared';

export type ToastKind = 'info' | 'warning';

export interface ToastRequest {
  text: string;
  kind?: ToastKind;
  duration?: ToastDuration;
  /** The short add toast has no close icon; every other toast has one. */
  closable?: boolean;
  /** One button in the toast (Undo): pressing it runs `run` and closes the toast, unless `run` says it failed. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  /**
   * What the button does. The toast closes when it returns, or when its promise answers true; a promise of false
   * means it did not go through (offline), and the toast stays for the rest of its time to be tried again.
   */
  run: () => void | Promise<boolean>;
}

export interface ToastItem extends Required<Omit<ToastRequest, 'action'>> {
  id: number;
  action?: ToastAction;
}

export type ShowToast = (request: ToastRequest) => void;

export const ToastContext = createContext<ShowToast>(() => undefined);

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
