// How the simulator delivers its webhooks: signed as the real wallet signs them, retried a few times
// (the real wallet retries for days), through whichever `fetch` reaches the merchant.
import type { FastifyBaseLogger } from 'fastify';
import { signWebhook } from '../webhook-signature';
import type { SimWebhook } from './simulator-store';

export interface WebhookDelivery {
  /** Starts delivering `body` to the hook; returns at once. */
  deliver(hook: SimWebhook, body: string): void;
  /** No new attempts after this (the server that receives them is closing). */
  stop(): void;
}

export function webhookDelivery(options: {
  log: FastifyBaseLogger;
  /** Global fetch standalone; in-process, a fetch answered by the Skål app itself. */
  fetch?: typeof fetch;
  attempts?: number;
}): WebhookDelivery {
  const doFetch = options.fetch ?? fetch;
  const attempts = options.attempts ?? 5;
  let stopped = false;

  async function deliver(hook: SimWebhook, body: string): Promise<void> {
    const target = new URL(hook.url);
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt).unref());
      if (stopped) return;
      try {
        const headers = signWebhook({
          secret: hook.secret,
          host: target.host,
          pathAndQuery: `${target.pathname}${target.search}`,
          body,
          date: new Date(),
        });
        const response = await doFetch(hook.url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (response.ok) return;
      } catch {
        // retried below
      }
    }
    if (!stopped)
      options.log.warn({ url: target.origin + target.pathname }, 'wallet simulator gave up delivering a webhook');
  }

  return {
    deliver: (hook, body) => void deliver(hook, body),
    stop: () => {
      stopped = true;
    },
  };
}
