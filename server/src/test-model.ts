// A local model for tests (never loaded by the server): an OpenAI-compatible API on a free port that answers
// GET /v1/models and POST /v1/chat/completions, and behaves as the test says. Server tests and the browser tests
// (phone/e2e) point AI_BASE_URL at it, so the paid flow runs against a model as it does in production.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * `write`: distinct entries, as many as asked; `table`: distinct entries with table tags (who is at the table), some
 * naming players when the prompt allows it, one in four tagged wrong on purpose (a kiss tagged `plain`), so a test
 * sees the server make it safe; `repeat`: the same entry every time (one is usable, the rest are repeats, so a batch
 * falls short: `too_few`); `broken`: the list answers, every completion is a 500 (the model fails mid-delivery);
 * `down`: everything answers 503 (the model is not there).
 */
export type TestModelMode = 'write' | 'table' | 'repeat' | 'broken' | 'down';

export interface TestModel {
  /** The API's base URL, for AI_BASE_URL (ends in /v1). */
  url: string;
  mode: TestModelMode;
  /** Chat completions asked so far. */
  completions: number;
  /** Every entry it wrote, so a test can tell the model's entries from the collection's. */
  written: string[];
  /** Every chat completion request's body, as sent (the prompt and the answer's schema). */
  requests: string[];
  close(): Promise<void>;
}

const SYLLABLES = ['ba', 'ko', 'ri', 'mu', 'te', 'sa', 'lo', 'ni', 've', 'du', 'fa', 'ge', 'pi', 'ro', 'ka', 'le'];

/** A made-up lowercase word: entries built of them share no trigrams to speak of, so none is a near duplicate. */
function word(): string {
  return Array.from({ length: 4 }, () => SYLLABLES[crypto.randomInt(SYLLABLES.length)]).join('');
}

function entry(): string {
  return `Modelltekst: ${word()} ${word()} ${word()}, ${word()} ${word()} klapper tre ganger.`;
}

/** Whether the prompt lets entries name a player (the room has players: "skriv da nøyaktig @spiller"). */
function mayName(body: string): boolean {
  return /skriv da nøyaktig @spiller|write exactly @player/u.test(body);
}

/**
 * A tagged entry, by its place in the answer: plain; a named player who drinks (or everyone drinks, with a forfeit,
 * when nobody may be named); everyone drinks, with a forfeit; a kiss tagged `plain`, which the server must read as a
 * flirting slot (a hug for everyone when nobody may be named).
 */
function taggedEntry(at: number, named: boolean) {
  const blank = { end: null, secret: null };
  const everyone = {
    ...blank,
    text: `Modelltekst: alle som ${word()} ${word()}, tar en slurk.`,
    slots: [],
    everyone: true,
    forfeit: 'Klapp tre ganger.',
  };
  switch (at % 4) {
    case 1:
      return named
        ? {
            ...blank,
            text: `Modelltekst: @spiller ${word()} ${word()} og tar en slurk.`,
            slots: ['drinks'],
            everyone: false,
            forfeit: null,
          }
        : everyone;
    case 2:
      return everyone;
    case 3:
      return named
        ? {
            ...blank,
            text: `Modelltekst: @spiller kysser ${word()} ${word()} på kinnet.`,
            slots: ['plain'],
            everyone: false,
            forfeit: null,
          }
        : {
            ...blank,
            text: `Modelltekst: alle ${word()} ${word()} klemmer.`,
            slots: [],
            everyone: false,
            forfeit: null,
          };
    default:
      return { ...blank, text: entry(), slots: [], everyone: false, forfeit: null };
  }
}

/** How many entries the prompt asks for ("20 nye tekster", "3 new entries", "én ny tekst"). */
function wanted(body: string): number {
  const match = /(\d+) (?:nye tekster|new entries)/u.exec(body);
  return match ? Number(match[1]) : 1;
}

export async function startTestModel(mode: TestModelMode = 'write'): Promise<TestModel> {
  const model: TestModel = {
    url: '',
    mode,
    completions: 0,
    written: [],
    requests: [],
    close: async () => undefined,
  };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const send = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      if (model.mode === 'down') return send(503, { error: { message: 'the model is down' } });
      if (request.method === 'GET' && request.url?.endsWith('/models'))
        return send(200, { object: 'list', data: [{ id: 'test-model', object: 'model' }] });
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions'))
        return send(404, { error: { message: 'no such route' } });
      model.completions += 1;
      model.requests.push(body);
      if (model.mode === 'broken') return send(500, { error: { message: 'the model broke' } });
      const entries =
        model.mode === 'repeat'
          ? Array.from({ length: wanted(body) }, () => 'Modelltekst: alle klapper tre ganger for verten.')
          : model.mode === 'table'
            ? Array.from({ length: wanted(body) }, (_, at) => taggedEntry(at, mayName(body)))
            : Array.from({ length: wanted(body) }, entry);
      model.written.push(...entries.map((item) => (typeof item === 'string' ? item : item.text)));
      return send(200, {
        choices: [{ finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify({ entries }) } }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  model.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  model.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return model;
}
