// An OpenAI-compatible chat-completions client that writes entries in the room's style.
import { ENTRY_MAX_LENGTH, normaliseEntryText, shuffle, type Language } from '@skal/shared';
import { entryKey, GenerationError, type EntryGenerator, type GenerateRequest } from './entry-generator';
import { answerCheck, playersInstruction } from './player-prompt';

export interface OpenAiConfig {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Per request; the whole generation may take `attempts` times this. */
  timeoutMs?: number;
  attempts?: number;
  /** Run the moderation endpoint over the answer and drop flagged entries. */
  moderation?: boolean;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const SAMPLE_SIZE = 12;
const RETRY_STATUSES = new Set([408, 409, 429, 500, 502, 503, 504]);

const INSTRUCTIONS: Record<Language, string> = {
  norsk: [
    'Du skriver tekster til Skål, et festspill for venner der en telefon sendes rundt og hver person leser høyt teksten som vises.',
    'Tekstene er spørsmål, utfordringer og små leker, ofte med «drikk 1–3 slurker» for den det gjelder. Skriv på naturlig norsk bokmål.',
    'Hold det morsomt og inkluderende: ikke noe hatefullt, nedverdigende, farlig eller grovt seksuelt, ikke press om å drikke mye, og aldri navn på alkoholmerker.',
  ].join(' '),
  english: [
    'You write entries for Skål, a party game for friends where one phone is passed around and each person reads the shown entry aloud.',
    'Entries are questions, dares and small games, often with "drink 1–3 sips" for whoever it applies to. Write natural English.',
    'Keep it fun and inclusive: nothing hateful, degrading, dangerous or explicitly sexual, no pressure to drink a lot, and never any alcohol brand names.',
  ].join(' '),
};

export function openAiGenerator(config: OpenAiConfig): EntryGenerator {
  const doFetch = config.fetch ?? fetch;
  const sleep = config.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const attempts = config.attempts ?? 3;
  const timeoutMs = config.timeoutMs ?? 45_000;
  const endpoint = `${config.baseUrl.replace(/\/+$/u, '')}/chat/completions`;

  const headers = {
    'content-type': 'application/json',
    ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
  };

  async function askOnce(request: GenerateRequest, wanted: number): Promise<string[]> {
    const sample = shuffle(request.existing).slice(0, SAMPLE_SIZE);
    const user = [
      request.language === 'norsk'
        ? `Skriv ${wanted} nye tekster, hver på høyst ${ENTRY_MAX_LENGTH} tegn, i samme stil som rommets egne tekster.`
        : `Write ${wanted} new entries, each at most ${ENTRY_MAX_LENGTH} characters, in the style of the room's own entries.`,
      playersInstruction(request.language, request.players ?? 0),
      sample.length > 0
        ? `${request.language === 'norsk' ? 'Rommets tekster' : "The room's entries"}:\n${sample.map((entry) => `- ${entry}`).join('\n')}`
        : '',
    ]
      .filter(Boolean)
      .join('\n\n');

    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers,
        signal: AbortSignal.timeout(timeoutMs),
        body: JSON.stringify({
          model: config.model,
          messages: [
            { role: 'system', content: INSTRUCTIONS[request.language] },
            { role: 'user', content: user },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: {
              name: 'skal_entries',
              strict: true,
              schema: {
                type: 'object',
                properties: {
                  entries: { type: 'array', items: { type: 'string', maxLength: ENTRY_MAX_LENGTH } },
                },
                required: ['entries'],
                additionalProperties: false,
              },
            },
          },
        }),
      });
    } catch (error) {
      throw new GenerationError(`model request failed: ${(error as Error).name}`, true);
    }

    const body = (await response.json().catch(() => null)) as ChatCompletion | ApiError | null;
    if (!response.ok) {
      const apiError = (body as ApiError | null)?.error;
      const quotaGone = apiError?.code === 'insufficient_quota' || apiError?.type === 'insufficient_quota';
      throw new GenerationError(
        `model answered ${response.status}${apiError?.message ? `: ${apiError.message}` : ''}`,
        RETRY_STATUSES.has(response.status) && !quotaGone,
      );
    }
    const choice = (body as ChatCompletion | null)?.choices?.[0];
    if (!choice?.message) throw new GenerationError('model answer has no message', true);
    if (choice.message.refusal) throw new GenerationError('model refused', false);
    if (choice.finish_reason === 'length') throw new GenerationError('model answer was cut off', true);
    let parsed: unknown;
    try {
      parsed = JSON.parse(choice.message.content ?? '');
    } catch {
      throw new GenerationError('model answer is not JSON', true);
    }
    const entries = (parsed as { entries?: unknown } | null)?.entries;
    if (!Array.isArray(entries)) throw new GenerationError('model answer has no entries list', true);
    return entries.filter((entry): entry is string => typeof entry === 'string');
  }

  async function moderate(entries: string[]): Promise<string[]> {
    const response = await doFetch(`${config.baseUrl.replace(/\/+$/u, '')}/moderations`, {
      method: 'POST',
      headers,
      signal: AbortSignal.timeout(timeoutMs),
      body: JSON.stringify({ model: 'omni-moderation-latest', input: entries }),
    });
    if (!response.ok)
      throw new GenerationError(`moderation answered ${response.status}`, RETRY_STATUSES.has(response.status));
    const body = (await response.json()) as { results?: { flagged?: boolean }[] };
    return entries.filter((_, i) => body.results?.[i]?.flagged !== true);
  }

  return {
    description: `model ${config.model} at ${new URL(config.baseUrl).host}`,
    async generate(request) {
      const taken = new Set(request.existing.map(entryKey));
      const acceptable = answerCheck(request.existing, request.players ?? 0);
      const accepted: string[] = [];
      let lastError: GenerationError | null = null;
      for (let attempt = 0; attempt < attempts && accepted.length < request.count; attempt += 1) {
        if (attempt > 0) await sleep(backoff(attempt));
        try {
          let answer = await askOnce(
            { ...request, existing: [...request.existing, ...accepted] },
            request.count - accepted.length,
          );
          if (config.moderation) answer = await moderate(answer);
          for (const raw of answer) {
            const text = normaliseEntryText(raw);
            if (!text.ok || taken.has(entryKey(text.text)) || !acceptable(text.text)) continue;
            taken.add(entryKey(text.text));
            accepted.push(text.text);
            if (accepted.length === request.count) break;
          }
          if (accepted.length < request.count)
            lastError = new GenerationError('model gave too few usable entries', true);
        } catch (error) {
          if (!(error instanceof GenerationError)) throw error;
          lastError = error;
          if (!error.retryable) break;
        }
      }
      if (accepted.length < request.count) throw lastError ?? new GenerationError('no entries', true);
      return accepted;
    },
  };
}

/** Exponential back-off with full jitter: 0.5–1 s, 1–2 s, 2–4 s … */
function backoff(attempt: number): number {
  const base = 500 * 2 ** (attempt - 1);
  return base + Math.random() * base;
}

interface ChatCompletion {
  choices?: { finish_reason?: string; message?: { content?: string | null; refusal?: string | null } }[];
}
interface ApiError {
  error?: { message?: string; type?: string; code?: string | null };
}
