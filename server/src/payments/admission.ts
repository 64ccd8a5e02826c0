// Who may start a payment now. Each start is a real payment request to a phone number (showing the room's
// name to whoever owns it), a stored row and minutes of polling, so starts are capped before any of that:
// starts per client address in each room and in all, and open payments in all. Only a member's start gets here
// (payment-routes.ts), and no cap is shared by the addresses of one room: whatever one address starts, another
// member's purchase in the same room is not refused because of it (issue #39).
import type { Redis } from 'ioredis';
import { pointLimiter, type PointLimiter } from '../rate-limit';
import type { Clock } from '../clock';
import type { Store } from '../store/store';

export interface PaymentCaps {
  /** Starts one client address may make in one room within `openForMs` (a payment's waiting time at most). */
  openPerRoom: number;
  /** Payments waiting for the payer in the whole deployment at once. */
  openInAll: number;
  /** Starts one client address may make within `burstSeconds` (about a payment's life at the wallet). */
  burstPerAddress: number;
  burstSeconds: number;
  /** Starts one client address may make per hour. */
  perAddressHour: number;
  /** A payment older than this no longer counts as open: the wallet has expired it. */
  openForMs: number;
}

export const DEFAULT_PAYMENT_CAPS: PaymentCaps = {
  openPerRoom: 3,
  openInAll: 200,
  burstPerAddress: 3,
  burstSeconds: 600,
  perAddressHour: 10,
  openForMs: 15 * 60_000,
};

export type Admission = { ok: true } | { ok: false; status: 409 | 429; detail: string };

export class PaymentAdmission {
  private readonly burst: PointLimiter;
  private readonly hourly: PointLimiter;
  /** Per room and address: one address's starts never count against another's in the same room. */
  private readonly inRoom: PointLimiter;
  /** Per room, the start being admitted: one at a time, so 30 at once cannot all see "none open". */
  private readonly roomQueues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly deps: {
      store: Store;
      clock: Clock;
      caps?: PaymentCaps;
      redis?: { client: Redis; prefix: string } | null;
    },
  ) {
    const caps = this.caps;
    this.burst = pointLimiter(deps.redis, 'pay-burst', caps.burstPerAddress, caps.burstSeconds);
    this.hourly = pointLimiter(deps.redis, 'pay-hour', caps.perAddressHour, 3600);
    this.inRoom = pointLimiter(deps.redis, 'pay-room', caps.openPerRoom, Math.ceil(caps.openForMs / 1000));
  }

  private get caps(): PaymentCaps {
    return this.deps.caps ?? DEFAULT_PAYMENT_CAPS;
  }

  /**
   * Runs `start` (which stores the payment and asks the wallet) only if this start is admitted, one start
   * per room at a time; otherwise answers why not.
   */
  async admit<T>(
    roomName: string,
    addressKey: string,
    start: () => Promise<T>,
  ): Promise<{ ok: true; value: T } | Exclude<Admission, { ok: true }>> {
    const previous = this.roomQueues.get(roomName) ?? Promise.resolve();
    const turn = previous
      .catch(() => undefined)
      .then(async () => {
        const admission = await this.check(roomName, addressKey);
        if (!admission.ok) return admission;
        return { ok: true as const, value: await start() };
      });
    this.roomQueues.set(roomName, turn);
    try {
      return await turn;
    } finally {
      if (this.roomQueues.get(roomName) === turn) this.roomQueues.delete(roomName);
    }
  }

  private async check(roomName: string, addressKey: string): Promise<Admission> {
    const caps = this.caps;
    const since = this.deps.clock.now().getTime() - caps.openForMs;
    const open = (await this.deps.store.listOpenPayments()).filter(
      (payment) => payment.state === 'created' && payment.createdAt.getTime() > since,
    );
    if (open.length >= caps.openInAll) {
      return { ok: false, status: 429, detail: 'Too many payments are waiting right now. Try again in a few minutes.' };
    }
    // Room names hold no line breaks, so the key names one room and one address.
    if (!(await this.inRoom.take(`${roomName}\n${addressKey}`))) {
      return {
        ok: false,
        status: 409,
        detail: 'You already have payments waiting in this room. Finish one, or try again in a few minutes.',
      };
    }
    if (!(await this.burst.take(addressKey)) || !(await this.hourly.take(addressKey))) {
      return { ok: false, status: 429, detail: 'Too many payments started from this network. Try again later.' };
    }
    return { ok: true };
  }
}
