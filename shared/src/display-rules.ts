// Small pure rules of the game screens: text size, AI banner, confirm view, countdown, season.
import {
  AI_BANNER_MAX_REMAINING,
  AI_BANNER_MIN_ENTRIES_BEFORE_START,
  AI_BANNER_MIN_ENTRIES_DURING_PLAY,
  CONFIRM_MAX_REMAINING,
  COUNTDOWN_FEW_BELOW,
  TEXT_SIZE_TIER_LIMITS,
} from './rules';
import { entryLength } from './entry-text';

/** 0 (largest text, under 6 characters) to 6 (smallest, 200 or more). */
export type TextSizeTier = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export function textSizeTier(text: string): TextSizeTier {
  const length = entryLength(text);
  const index = TEXT_SIZE_TIER_LIMITS.findIndex((limit) => length < limit);
  return (index === -1 ? TEXT_SIZE_TIER_LIMITS.length : index) as TextSizeTier;
}

export type BannerState = { started: false; entries: number } | { started: true; entries: number; remaining: number };

/** The AI banner: more than 14 entries before start; more than 9 with 10 or fewer left during play. */
export function showAiBanner(state: BannerState): boolean {
  if (!state.started) return state.entries >= AI_BANNER_MIN_ENTRIES_BEFORE_START;
  return state.entries >= AI_BANNER_MIN_ENTRIES_DURING_PLAY && state.remaining <= AI_BANNER_MAX_REMAINING;
}

/** Back while playing shows the done-confirm view when this few entries remain. */
export function confirmOnBack(remaining: number): boolean {
  return remaining <= CONFIRM_MAX_REMAINING;
}

export type CountdownStyle = 'many' | 'few';

export function countdownStyle(remaining: number): CountdownStyle {
  return remaining < COUNTDOWN_FEW_BELOW ? 'few' : 'many';
}

export type Season = 'default' | 'may17' | 'pride';

/** 17 May → national day; 24–30 June → pride stripes; otherwise default. Local date. */
export function seasonFor(date: Date): Season {
  const month = date.getMonth() + 1;
  const day = date.getDate();
  if (month === 5 && day === 17) return 'may17';
  if (month === 6 && day >= 24 && day <= 30) return 'pride';
  return 'default';
}
