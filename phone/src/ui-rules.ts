// Small pure rules of the phone's UI: swipes, drawer drags, the mobile number input and legal link targets.
import { MOBILE_NUMBER_LENGTH, SWIPE_THRESHOLD_PX, type Language } from '@skal/shared';

export type Swipe = 'left' | 'right' | null;

/** A mostly horizontal move of at least the threshold is a swipe; anything else (a scroll, a tap) is not. */
export function swipeDirection(dx: number, dy: number, threshold: number = SWIPE_THRESHOLD_PX): Swipe {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

/** How far the drawer follows a drag: only downward. */
export function drawerOffset(startY: number, currentY: number): number {
  return Math.max(0, currentY - startY);
}

/** The drawer closes when dragged down more than half its height. */
export function drawerShouldClose(offset: number, height: number): boolean {
  return height > 0 && offset > height / 2;
}

/** Digits only, at most 8, whatever was typed or pasted (spaces, +47 …). */
export function filterMobileNumber(typed: string): string {
  return typed.replace(/\D/gu, '').slice(0, MOBILE_NUMBER_LENGTH);
}

export function isCompleteMobileNumber(number: string): boolean {
  return new RegExp(`^\\d{${MOBILE_NUMBER_LENGTH}}$`, 'u').test(number);
}

export const LEGAL_PATHS = {
  termsOfSale: '/terms-of-sale',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
} as const;

/** Legal links are relative in Norwegian and absolute in English (docs/product.md: Languages). */
export function legalHref(path: string, language: Language, origin: string): string {
  return language === 'english' ? `${origin.replace(/\/+$/u, '')}${path}` : path;
}
