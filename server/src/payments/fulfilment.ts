// Paid AI entries, exactly once: a persisted state machine per payment reference.
//
//   created ─provider authorized→ authorized ─claim→ generating ─entries added→ delivered ─capture→ captured
//      │                                                  │
//      ├─provider aborted/expired→ aborted/expired        └─generation failed for good→ failed ─cancel→ cancelled
//      └─provider cancelled→ cancelled
//
// Every step is a compare-and-set in the store, so polling, webhooks, restarts and several
// processes may all push the same payment along and each step still happens once. Entries are
// added in the same transaction that marks the payment delivered; money is captured only after.
// The provider is whichever payments/choose-provider.ts chose; its states are the neutral ones.
import crypto from 'node:crypto';
import {
  isMarket,
  MARKET_RULES,
  PAID_AI_ENTRIES,
  type Market,
  AI_FAILURES,
  AI_STYLES,
  DEFAULT_AI_STYLE,
  type AiFailure,
  DEFAULT_STYLE_CHOICE,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  styleLabel,
  type AiStyle,
  type Language,
  type PaymentStatus,
  type PaymentStatusResponse,
  type StyleChoice,
} from '@skal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { RoomService } from '../rooms/room-service';
import { FINAL_PAYMENT_STATES, type PaymentState, type Store, type StoredPayment } from '../store/store';
import { failureOf, GenerationError } from '../ai/entry-generator';
import { pollDelay, WALLET_EXPIRY_MS } from './poll-schedule';
import { PaymentProviderError, type PaymentProvider, type PaymentUnit, type ProviderPaymentState } from './provider';
import { defaultMarkets, type MarketSettings, type MarketsConfig } from './markets-config';

/** Where a provider's answer moves a `created` payment; null: nothing decided yet. */
const AFTER_CREATED: Record<ProviderPaymentState, PaymentState | null> = {
  pending: null,
  authorized: 'authorized',
  aborted: 'aborted',
  expired: 'expired',
  cancelled: 'cancelled',
};

export interface FulfilmentOptions {
  store: Store;
  provider: PaymentProvider;
  /** Delivers the entries and tells the room. */
  rooms: RoomService;
  /** Each market's sales unit, price and VAT (payments/markets-config.ts); every market's defaults when left out. */
  markets?: MarketsConfig;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How long a claimed generation may run before another worker may take it over. */
  leaseMs?: number;
  /** First poll after this long, then every `pollEveryMs`; polling stops after `pollForMs`. */
  firstPollMs?: number;
  pollEveryMs?: number;
  pollForMs?: number;
}

export class Fulfilment {
  /** The next look at each payment, and when it is due. */
  private readonly timers = new Map<string, { timer: NodeJS.Timeout; due: number }>();
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;
  private readonly leaseMs: number;
  private readonly firstPollMs: number;
  private readonly pollEveryMs: number;
  private readonly pollForMs: number;

  constructor(private readonly options: FulfilmentOptions) {
    this.leaseMs = options.leaseMs ?? 120_000;
    this.firstPollMs = options.firstPollMs ?? 5_000;
    this.pollEveryMs = options.pollEveryMs ?? 2_000;
    this.pollForMs = options.pollForMs ?? WALLET_EXPIRY_MS;
  }

  /** Picks up every payment a previous run (or a crash) left unfinished. */
  async resume(): Promise<void> {
    for (const payment of await this.options.store.listOpenPayments()) this.schedule(payment.reference, 0);
  }

  /** Creates the payment at the provider and returns where to send the browser. */
  async begin(input: {
    roomName: string;
    /** Norway only (8 digits): outside it no number is asked or sent. */
    mobileNumber?: string | undefined;
    /** Where the payment is taken (the paying phone's language's market); Norway when left out. */
    market?: Market;
    language: Language;
    /** How the entries are written; Classic with alcohol when left out. */
    style?: StyleChoice;
    /** Where the browser comes back to for this reference (see return-url.ts). */
    returnUrl: (reference: string) => string;
  }): Promise<{ redirectUrl: string; reference: string }> {
    const style = input.style ?? DEFAULT_STYLE_CHOICE;
    const { store, provider, clock } = this.options;
    const market = input.market ?? 'NO';
    const unit = this.unit(market);
    if (!unit) throw new Error(`paid entries are not offered in ${market}`);
    const reference = `skal-${crypto.randomBytes(12).toString('hex')}`;
    await store.createPayment({
      reference,
      roomName: input.roomName,
      language: input.language,
      style: style.style,
      alcoholFree: style.alcoholFree,
      amountOre: unit.priceMinor,
      entryCount: PAID_AI_ENTRIES,
      createdAt: clock.now(),
      market,
    });
    const prefix = MARKET_RULES[market].phonePrefix;
    // The style is part of what is bought, so the wallet's description and receipt name it.
    const styleName = styleLabel(style, input.language);
    const description = PAYMENT_TEXTS[input.language].description(styleName, input.roomName);
    try {
      const created = await provider.createPayment({
        reference,
        amountOre: unit.priceMinor,
        currency: unit.currency,
        msn: unit.msn,
        vatPercent: unit.vatPercent,
        // Norway only: the contract takes Norwegian numbers, and says not to ask for one elsewhere.
        ...(prefix && input.mobileNumber ? { phoneNumber: `${prefix}${input.mobileNumber}` } : {}),
        returnUrl: input.returnUrl(reference),
        description: description.slice(0, 100),
        receiptLines: [
          {
            name: PAYMENT_TEXTS[input.language].receiptLine(styleName),
            quantity: 1,
            totalOre: unit.priceMinor,
          },
        ],
      });
      this.schedule(reference, this.firstPollMs);
      this.options.log.info({ reference, room: input.roomName }, 'payment created');
      return { redirectUrl: created.redirectUrl, reference };
    } catch (error) {
      await store.transitionPayment(reference, ['created'], 'failed', clock.now());
      await store.transitionPayment(reference, ['failed'], 'cancelled', clock.now());
      throw error;
    }
  }

  /** The phone-facing status of a payment. */
  async status(reference: string): Promise<PaymentStatusResponse | null> {
    const payment = await this.options.store.getPayment(reference);
    if (!payment) return null;
    return {
      reference,
      state: publicStatus(payment.state),
      roomName: payment.roomName,
      // What was bought, for the receipt the phone shows.
      style: asStyle(payment.style),
      alcoholFree: payment.alcoholFree,
      // What was paid, for the receipt: the amount and currency it was taken with (stored with the payment), and the
      // market's VAT rate as configured (a rate is not stored per payment; it changes only by law).
      ...this.receiptOf(payment),
      // Paid but still being written: the phone keeps asking, so a delivery that then fails is said.
      ...(publicStatus(payment.state) === 'paid'
        ? { delivered: payment.state === 'delivered' || payment.state === 'captured' }
        : {}),
      // A delivery that failed says what failed, so the phone does not blame the payment.
      ...(payment.failure && isAiFailure(payment.failure) && publicStatus(payment.state) === 'failed'
        ? { failure: payment.failure }
        : {}),
    };
  }

  /** A (verified) provider notification: look again now, whichever came first. */
  notify(reference: string): void {
    this.schedule(reference, 0);
  }

  /** Pushes the payment as far as it can go now. Safe to call at any time, from anywhere; nothing once stopped. */
  advance(reference: string): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const inFlight = this.running.get(reference);
    // A step already running may have looked before this news: look once more when it ends.
    if (inFlight) return inFlight.then(() => this.advance(reference));
    const work = this.step(reference).finally(() => this.running.delete(reference));
    this.running.set(reference, work);
    return work;
  }

  /** Once this resolves, fulfilment touches the store and the provider no more (a step stops at its next state). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  /** The market's settings, or null when this server does not sell there. */
  private unit(market: string): MarketSettings | null {
    const markets = this.options.markets ?? defaultMarkets();
    return isMarket(market) ? markets[market] : null;
  }

  /** The amount, currency and VAT the receipt states (a payment from an unknown market: none of them). */
  private receiptOf(
    payment: StoredPayment,
  ): Pick<PaymentStatusResponse, 'market' | 'amountMinor' | 'currency' | 'vatPercent'> {
    if (!isMarket(payment.market)) return {};
    const market = payment.market;
    return {
      market,
      amountMinor: payment.amountOre,
      currency: MARKET_RULES[market].currency,
      vatPercent: this.unit(market)?.vatPercent ?? MARKET_RULES[market].defaultVatPercent,
    };
  }

  /** The sales unit a stored payment was made with, for every later call about it. */
  private unitOf(payment: StoredPayment): PaymentUnit {
    const settings = this.unit(payment.market);
    return {
      ...(settings?.msn ? { msn: settings.msn } : {}),
      currency: isMarket(payment.market) ? MARKET_RULES[payment.market].currency : 'NOK',
    };
  }

  private schedule(reference: string, delayMs: number): void {
    if (this.stopped) return;
    // An earlier look stays: a poll rescheduled after a step must not push back a webhook's "look now"
    // that arrived while the step ran (that payment would then wait for the next poll, or for ever).
    const due = Date.now() + delayMs;
    const waiting = this.timers.get(reference);
    if (waiting && waiting.due <= due) return;
    clearTimeout(waiting?.timer);
    const timer = setTimeout(() => {
      this.timers.delete(reference);
      this.advance(reference)
        .then(() => this.pollAgainIfOpen(reference, this.pollEveryMs))
        .catch((error: unknown) => {
          const status = error instanceof PaymentProviderError ? error.status : 0;
          this.options.log.warn({ reference, err: error }, 'payment step failed; will retry');
          // Back off harder when the provider asks us to slow down.
          this.pollAgainIfOpen(reference, status === 429 ? this.pollEveryMs * 5 : this.pollEveryMs * 2).catch(
            (again: unknown) => this.options.log.warn({ reference, err: again }, 'cannot schedule the next look'),
          );
        });
    }, delayMs);
    timer.unref();
    this.timers.set(reference, { timer, due });
  }

  private async pollAgainIfOpen(reference: string, delayMs: number): Promise<void> {
    if (this.stopped) return;
    const payment = await this.options.store.getPayment(reference);
    if (!payment || FINAL_PAYMENT_STATES.includes(payment.state)) return;
    const age = this.options.clock.now().getTime() - payment.createdAt.getTime();
    if (payment.state === 'created' && age > this.pollForMs) {
      this.options.log.info({ reference }, 'stopped polling a payment nobody finished; a webhook may still arrive');
      return;
    }
    if (payment.state === 'created') delayMs = Math.max(delayMs, pollDelay(this.pollEveryMs, age));
    if (payment.state === 'generating') {
      // Someone else holds the lease: look again when it runs out.
      delayMs = Math.max(delayMs, payment.leaseUntil.getTime() - this.options.clock.now().getTime() + 50);
    }
    this.schedule(reference, delayMs);
  }

  private async step(reference: string): Promise<void> {
    const { store, provider, clock, log } = this.options;
    for (;;) {
      if (this.stopped) return; // the next state is for a restart, or another process
      const payment = await store.getPayment(reference);
      if (!payment) return;
      const move = (from: PaymentState[], to: PaymentState, leaseUntil?: Date) =>
        store.transitionPayment(reference, from, to, clock.now(), leaseUntil);

      switch (payment.state) {
        case 'created': {
          const next = AFTER_CREATED[await provider.paymentState(reference, this.unitOf(payment))];
          if (!next) return;
          if (await move(['created'], next)) log.info({ reference, state: next }, 'payment state');
          continue;
        }
        case 'authorized':
        case 'generating': {
          const leaseUntil = new Date(clock.now().getTime() + this.leaseMs);
          if (!(await move(['authorized', 'generating'], 'generating', leaseUntil))) return; // another worker has it
          await this.generate(payment);
          continue;
        }
        case 'delivered':
          await provider.capture(reference, payment.amountOre, this.unitOf(payment));
          if (await move(['delivered'], 'captured')) log.info({ reference }, 'payment captured');
          continue;
        case 'failed':
          await provider.cancel(reference, this.unitOf(payment));
          if (await move(['failed'], 'cancelled')) log.info({ reference }, 'payment cancelled after failed delivery');
          continue;
        default:
          return;
      }
    }
  }

  /** Runs while holding the lease: writes the entries and marks the payment delivered together. */
  private async generate(payment: StoredPayment): Promise<void> {
    const { store, rooms, clock, log } = this.options;
    const { reference, roomName } = payment;
    try {
      const delivered = await rooms.deliverAiEntries(
        roomName,
        {
          language: asLanguage(payment.language),
          count: payment.entryCount,
          style: { style: asStyle(payment.style), alcoholFree: payment.alcoholFree },
        },
        (values, now, maxEntries) => store.deliverPayment(reference, values, now, maxEntries),
      );
      if (delivered.ok) log.info({ reference, room: roomName, entries: delivered.added }, 'paid entries delivered');
      // not_claimed: our lease ran out and another worker delivered; nothing to do.
      else if (delivered.error === 'room_full')
        throw new GenerationError('the room has no space for the entries', false, 'room_full');
      else if (delivered.error !== 'not_claimed') throw new Error(`cannot add entries: ${delivered.error}`);
    } catch (error) {
      // Abandoned by a shutdown: the claim's lease runs out and a restart (or another process) generates.
      if (this.stopped) return;
      log.error({ reference, err: error }, 'generation failed for good; cancelling the payment');
      // Noted before the state moves: whoever reads `failed` finds why.
      await store.notePaymentFailure(reference, failureOf(error));
      await store.transitionPayment(reference, ['generating'], 'failed', clock.now(), new Date(0));
    }
  }
}

function publicStatus(state: PaymentState): PaymentStatus {
  switch (state) {
    case 'created':
      return 'pending';
    case 'authorized':
    case 'generating':
    case 'delivered':
    case 'captured':
      return 'paid';
    case 'aborted':
    case 'expired':
      return 'aborted';
    default:
      return 'failed';
  }
}

function isAiFailure(value: string): value is AiFailure {
  return (AI_FAILURES as readonly string[]).includes(value);
}

function asStyle(value: string): AiStyle {
  return (AI_STYLES as readonly string[]).includes(value) ? (value as AiStyle) : DEFAULT_AI_STYLE;
}

function asLanguage(value: string): Language {
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;
}

/** The wallet's payment description and receipt line, in the language of the purchase. */
const PAYMENT_TEXTS: Readonly<
  Record<Language, { description: (style: string, room: string) => string; receiptLine: (style: string) => string }>
> = {
  norsk: {
    description: (style, room) => `Skål: ${PAID_AI_ENTRIES} AI-tekster (${style}) til rommet ${room}`,
    receiptLine: (style) => `${PAID_AI_ENTRIES} AI-tekster, ${style}, levert straks (angrerett frafalt ved samtykke)`,
  },
  english: {
    description: (style, room) => `Skål: ${PAID_AI_ENTRIES} AI entries (${style}) for room ${room}`,
    receiptLine: (style) =>
      `${PAID_AI_ENTRIES} AI entries, ${style}, delivered at once (right of withdrawal waived by consent)`,
  },
  dansk: {
    description: (style, room) => `Skål: ${PAID_AI_ENTRIES} AI-tekster (${style}) til rummet ${room}`,
    receiptLine: (style) =>
      `${PAID_AI_ENTRIES} AI-tekster, ${style}, leveret straks (fortrydelsesret frafaldet ved samtykke)`,
  },
  suomi: {
    description: (style, room) => `Skål: ${PAID_AI_ENTRIES} tekoälytekstiä (${style}) huoneeseen ${room}`,
    receiptLine: (style) =>
      `${PAID_AI_ENTRIES} tekoälytekstiä, ${style}, toimitettu heti (peruuttamisoikeudesta luovuttu suostumuksella)`,
  },
};
