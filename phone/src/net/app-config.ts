// GET /api/app-config, asked once per page load and shared by the parts that read it (legal facts, payments).

let answer: Promise<Record<string, unknown> | null> | null = null;

/** The server's answer, or null when there is none (offline, or an older server without the route). */
export function loadAppConfig(): Promise<Record<string, unknown> | null> {
  answer ??= fetch('/api/app-config', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null))
    .catch(() => null);
  return answer;
}

/**
 * Whether paid entries can be bought on this server. Only an explicit `payments: false` says no: without an
 * answer the Pay button stays, and a refused payment still names the reason.
 */
export async function loadPaymentsOffered(): Promise<boolean> {
  return (await loadAppConfig())?.payments !== false;
}

/**
 * Whether a model writes the AI entries here. Only an explicit `model: true` says yes: otherwise the free entries
 * come from Skål's collection, and the phone never says AI wrote them.
 */
export async function loadModelConfigured(): Promise<boolean> {
  return (await loadAppConfig())?.model === true;
}
