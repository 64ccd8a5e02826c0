// The wallet simulator's own state, in its own SQLite file, so payments survive a restart.
// It never holds a phone number: the number is only checked for shape and dropped.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { WalletState } from '../wallet';

export interface SimPayment {
  reference: string;
  amount: number;
  /** The market's currency (issue #40: the simulator plays Norway, Denmark and Finland); NOK when left out. */
  currency?: 'NOK' | 'DKK' | 'EUR';
  state: WalletState;
  description: string;
  returnUrl: string;
  pspReference: string;
  authorized: number;
  captured: number;
  cancelled: number;
  refunded: number;
  createdAt: number;
  /** The payer's minimum age the shop asked for (`minimumUserAge`), shown on the checkout page. */
  minimumUserAge: number | null;
}

export interface SimEvent {
  reference: string;
  pspReference: string;
  name: string;
  amount: number;
  success: boolean;
  idempotencyKey: string | null;
  timestamp: string;
}

export interface SimWebhook {
  id: string;
  url: string;
  events: string[];
  secret: string;
}

export interface SimCredentials {
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  msn: string;
  tokenKey: string;
}

interface PaymentRow {
  reference: string;
  amount: number;
  currency: 'NOK' | 'DKK' | 'EUR' | null;
  state: WalletState;
  description: string;
  return_url: string;
  psp_reference: string;
  authorized: number;
  captured: number;
  cancelled: number;
  refunded: number;
  created_at: number;
  minimum_user_age: number | null;
}

export class SimulatorStore {
  private readonly db: Database.Database;

  constructor(file: string) {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS payments (
        reference TEXT PRIMARY KEY, amount INTEGER NOT NULL, state TEXT NOT NULL, description TEXT NOT NULL,
        return_url TEXT NOT NULL, psp_reference TEXT NOT NULL, authorized INTEGER NOT NULL DEFAULT 0,
        captured INTEGER NOT NULL DEFAULT 0, cancelled INTEGER NOT NULL DEFAULT 0, refunded INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS idempotency (
        key TEXT NOT NULL, operation TEXT NOT NULL, status INTEGER NOT NULL, body TEXT NOT NULL,
        PRIMARY KEY (key, operation)
      );
      CREATE TABLE IF NOT EXISTS events (
        id INTEGER PRIMARY KEY AUTOINCREMENT, reference TEXT NOT NULL, psp_reference TEXT NOT NULL, name TEXT NOT NULL,
        amount INTEGER NOT NULL, success INTEGER NOT NULL, idempotency_key TEXT, timestamp TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS webhooks (id TEXT PRIMARY KEY, url TEXT NOT NULL, events TEXT NOT NULL, secret TEXT NOT NULL);
    `);
    // Simulator files from before the age check get the column on first open.
    const columns = this.db.prepare<[], { name: string }>('PRAGMA table_info(payments)').all();
    if (!columns.some((column) => column.name === 'minimum_user_age')) {
      this.db.exec('ALTER TABLE payments ADD COLUMN minimum_user_age INTEGER');
    }
    if (!columns.some((column) => column.name === 'currency'))
      this.db.exec('ALTER TABLE payments ADD COLUMN currency TEXT');
  }

  /** The merchant keys this simulator accepts; made once and kept, like a real merchant's. */
  credentials(): SimCredentials {
    const existing = this.db
      .prepare<[], { value: string }>("SELECT value FROM settings WHERE key = 'credentials'")
      .get();
    if (existing) return JSON.parse(existing.value) as SimCredentials;
    const random = () => crypto.randomBytes(18).toString('base64url');
    const credentials: SimCredentials = {
      clientId: `sim-${random()}`,
      clientSecret: random(),
      subscriptionKey: random(),
      msn: String(100000 + crypto.randomInt(900000)),
      tokenKey: random(),
    };
    this.db
      .prepare("INSERT OR IGNORE INTO settings (key, value) VALUES ('credentials', ?)")
      .run(JSON.stringify(credentials));
    return this.credentials();
  }

  payment(reference: string): SimPayment | null {
    const row = this.db.prepare<[string], PaymentRow>('SELECT * FROM payments WHERE reference = ?').get(reference);
    return row
      ? {
          reference: row.reference,
          amount: row.amount,
          currency: row.currency ?? 'NOK',
          state: row.state,
          description: row.description,
          returnUrl: row.return_url,
          pspReference: row.psp_reference,
          authorized: row.authorized,
          captured: row.captured,
          cancelled: row.cancelled,
          refunded: row.refunded,
          createdAt: row.created_at,
          minimumUserAge: row.minimum_user_age,
        }
      : null;
  }

  insertPayment(payment: SimPayment): boolean {
    const info = this.db
      .prepare(
        `INSERT OR IGNORE INTO payments (reference, amount, state, description, return_url, psp_reference, created_at,
           minimum_user_age, currency)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        payment.reference,
        payment.amount,
        payment.state,
        payment.description,
        payment.returnUrl,
        payment.pspReference,
        payment.createdAt,
        payment.minimumUserAge,
        payment.currency ?? 'NOK',
      );
    return info.changes === 1;
  }

  updatePayment(payment: SimPayment): void {
    this.db
      .prepare(
        'UPDATE payments SET state = ?, authorized = ?, captured = ?, cancelled = ?, refunded = ? WHERE reference = ?',
      )
      .run(payment.state, payment.authorized, payment.captured, payment.cancelled, payment.refunded, payment.reference);
  }

  /** Runs `work` atomically, so check-then-change on a payment cannot interleave. */
  atomically<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }

  replay(key: string, operation: string): { status: number; body: unknown } | null {
    const row = this.db
      .prepare<[string, string], { status: number; body: string }>(
        'SELECT status, body FROM idempotency WHERE key = ? AND operation = ?',
      )
      .get(key, operation);
    return row ? { status: row.status, body: JSON.parse(row.body) } : null;
  }

  remember(key: string, operation: string, status: number, body: unknown): void {
    this.db
      .prepare('INSERT OR IGNORE INTO idempotency (key, operation, status, body) VALUES (?, ?, ?, ?)')
      .run(key, operation, status, JSON.stringify(body));
  }

  addEvent(event: SimEvent): void {
    this.db
      .prepare(
        `INSERT INTO events (reference, psp_reference, name, amount, success, idempotency_key, timestamp)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        event.reference,
        event.pspReference,
        event.name,
        event.amount,
        event.success ? 1 : 0,
        event.idempotencyKey,
        event.timestamp,
      );
  }

  events(reference: string): SimEvent[] {
    return this.db
      .prepare<
        [string],
        {
          reference: string;
          psp_reference: string;
          name: string;
          amount: number;
          success: number;
          idempotency_key: string | null;
          timestamp: string;
        }
      >('SELECT * FROM events WHERE reference = ? ORDER BY id')
      .all(reference)
      .map((row) => ({
        reference: row.reference,
        pspReference: row.psp_reference,
        name: row.name,
        amount: row.amount,
        success: row.success === 1,
        idempotencyKey: row.idempotency_key,
        timestamp: row.timestamp,
      }));
  }

  addWebhook(webhook: SimWebhook): void {
    this.db
      .prepare('INSERT INTO webhooks (id, url, events, secret) VALUES (?, ?, ?, ?)')
      .run(webhook.id, webhook.url, JSON.stringify(webhook.events), webhook.secret);
  }

  webhooks(): SimWebhook[] {
    return this.db
      .prepare<[], { id: string; url: string; events: string; secret: string }>('SELECT * FROM webhooks')
      .all()
      .map((row) => ({ ...row, events: JSON.parse(row.events) as string[] }));
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
