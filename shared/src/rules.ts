// Every number of the product rules (docs/product.md) and the wire contract (docs/protocol.md), in one place.

// dansk and suomi (issue #40) follow english: the order is the menu's and the lobby's choice.
export const LANGUAGES = ['norsk', 'english', 'dansk', 'suomi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'norsk';

export const ROOM_NAME_MAX_LENGTH = 18;
export const ENTRY_MAX_LENGTH = 280;
export const MOBILE_NUMBER_LENGTH = 8;
export const MOBILE_COUNTRY_PREFIX = '47';

export const PRICE_NOK = 20;
export const PRICE_ORE = PRICE_NOK * 100;
export const PAID_AI_ENTRIES = 20;
export const FREE_AI_ENTRIES = 3;

export const TOAST_DURATION_MS = { short: 2500, medium: 5000, long: 20000 } as const;
export type ToastDuration = keyof typeof TOAST_DURATION_MS;
export const ADDED_TOAST_DELAY_MS = 2000;

export const SLIDE_LOCK_MS = 700;
export const MENU_CLOSE_MS = 500;
export const SWIPE_THRESHOLD_PX = 50;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Upper bounds of the entry text size tiers, largest text first; the last tier has none. */
export const TEXT_SIZE_TIER_LIMITS = [6, 20, 40, 70, 130, 200] as const;

export const AI_BANNER_MIN_ENTRIES_BEFORE_START = 15;
export const AI_BANNER_MIN_ENTRIES_DURING_PLAY = 10;
export const AI_BANNER_MAX_REMAINING = 10;
export const CONFIRM_MAX_REMAINING = 2;
export const COUNTDOWN_FEW_BELOW = 100;
/** Entries that keep their place right after the current one when a refetch brings new ones. */
export const DECK_KEEP_AFTER_CURRENT = 2;

export const TIP_COUNT = 17;
export const TUTORIAL_STEPS = 5;

export const COMPLAINT_ANSWER_DAYS = 14;
export const WITHDRAWAL_DAYS = 14;

export const SOCKET_RECONNECT = {
  delayMs: 1000,
  delayMaxMs: 5000,
  randomizationFactor: 0.5,
  timeoutMs: 20_000,
} as const;

/** Server-side limits that the spec leaves to us. */
export const DEFAULT_ROOM_TTL_HOURS = 48;
export const MAX_ENTRIES_PER_ROOM = 2000;
// 16 KiB each, written as literals: a bundler keeps an unused `16 * 1024` (the phone's boot script carried both).
export const MAX_SOCKET_MESSAGE_BYTES = 16_384;
export const MAX_HTTP_BODY_BYTES = 16_384;

/** A Google Analytics 4 measurement ID (`G-ABC123XYZ9`): the server takes it from its environment, phones check it. */
export const GA4_MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/u;

/** Skål is for adults: paid purchases ask the wallet for a payer of at least this age. */
export const MINIMUM_PAYER_AGE = 18;
