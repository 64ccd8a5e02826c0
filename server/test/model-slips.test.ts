// A model that slips: a local OpenAI-compatible server that puts one entry about drinking into every answer, and
// into its first answer also an invented name and a near duplicate of the room's own entry. The buyer's choice
// still arrives whole, entry by entry, never failing the batch: 3 free and 20 paid, none about drinking, in
// the buyer's language; and the prompts never ask for more sips than the style allows.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mentionsDrinking } from '@skal/shared';
import { request, startTestServer, until, type TestServer } from './helpers';

const POOL = {
  norsk: [
    'Gjør ti knebøy mens resten av bordet teller høyt.',
    'Syng første linje av en julesang med dyp basstemme.',
    'Fortell om den rareste jobben du har hatt.',
    'Hva vil du heller: alltid være ti minutter for sent ute eller en time for tidlig?',
    'Kategori: frukt med skall. Den som står fast, må gjøre fem hopp.',
    'Lag et rim på ordet «sol». Den som ikke klarer det, synger neste refreng.',
    'Den som holder mobilen, får et poeng for hver person som ler av vitsen deres.',
    'Hvem kommer mest sannsynlig til å glemme nøklene i kveld? Pek samtidig.',
    'Beskriv forrige sommerferie med bare lyder.',
    'Stå på ett bein til det er din tur igjen.',
    'Fortell en sann historie og en løgn. Bordet gjetter hvilken som er løgn.',
    'Snakk som en nyhetsoppleser til neste tekst vises.',
    'Nevn tre ting du er takknemlig for i dag.',
    'Gi personen til venstre for deg et oppriktig kompliment.',
    'Hvem har de beste dansetrinnene? Alle peker, vinneren viser dem.',
    'Tegn et dyr i lufta med albuen. Første som gjetter det, får et poeng.',
    'Hva var favorittleken din som barn? Alle svarer etter tur.',
    'Lag en lyd som et kjøleskap. Bordet kårer den beste.',
    'Bytt plass med personen overfor deg.',
    'Si alfabetet baklengs så langt du klarer på ti sekunder.',
    'Fortell hva du ville gjort med en ekstra fridag i morgen.',
    'Hvisk et hemmelig ord til naboen. Hen må bruke det i neste setning.',
    'Hvem ved bordet har reist lengst hjemmefra? Vedkommende forteller hvor.',
    'Alle som har en søsken, klapper tre ganger.',
    'Gjett hvor mange knapper det er i rommet. Nærmest får et poeng.',
    'Lag en reklameslogan for tannkrem på fem sekunder.',
    'Etterlign en kjent film med bare hendene.',
    'Si noe fint om kvelden så langt.',
    'Den som sist var på ferie, velger neste sang.',
    'Nevn fem fjellnavn uten å nøle.',
  ],
  english: [
    'Do ten squats while the rest of the table counts out loud.',
    'Sing the first line of a carol in your deepest voice.',
    'Tell everyone about the strangest job you have had.',
    'Would you rather always be ten minutes late or an hour early?',
    'Category: fruit with a peel. Whoever gets stuck does five jumps.',
    'Make a rhyme on the word "moon". Whoever cannot, sings the next chorus.',
    'The person holding the phone gets a point for everyone who laughs at their joke.',
    'Who is most likely to lose their keys tonight? Point at the same time.',
    'Describe your last summer holiday using only sounds.',
    'Stand on one leg until it is your turn again.',
    'Tell one true story and one lie. The table guesses which is the lie.',
    'Talk like a newsreader until the next entry shows.',
    'Name three things you are grateful for today.',
    'Give the person to your left an honest compliment.',
    'Who has the best dance moves? Everyone points, the winner shows them.',
    'Draw an animal in the air with your elbow. The first to guess it gets a point.',
    'What was your favourite toy as a child? Everyone answers in turn.',
    'Make the sound of a fridge. The table picks the best one.',
    'Swap seats with the person opposite you.',
    'Say the alphabet backwards as far as you can in ten seconds.',
    'Tell us what you would do with an extra day off tomorrow.',
    'Whisper a secret word to your neighbour. They must use it in their next sentence.',
    'Who at the table has travelled furthest from home? They tell us where.',
    'Everyone with a sibling claps three times.',
    'Guess how many buttons there are in the room. Closest gets a point.',
    'Invent a slogan for toothpaste in five seconds.',
    'Act out a famous film using only your hands.',
    'Say something nice about the evening so far.',
    'Whoever was last on holiday picks the next song.',
    'Name five mountains without hesitating.',
  ],
};
const SLIPS = {
  norsk: 'Alle som har bakrus, tar en slurk vann.',
  english: 'Everyone with a hangover has a sip of water.',
};
const NAMED = { norsk: 'Alle skåler for Jonas og kona.', english: 'Everyone toasts to Jonas and his wife.' };
const RULE = {
  norsk: {
    text: 'Ny regel: alle snakker med dialekt.',
    end: 'Regelen er over! Den som glemte det oftest, synger et refreng.',
  },
  english: {
    text: 'New rule: everyone speaks in an accent.',
    end: "Rule's over! Whoever forgot most often sings a chorus.",
  },
};
const ROOM_ENTRY = 'Alle som har sovnet på en fest, gjør fem hopp.';
const NEAR_ROOM_ENTRY = 'Alle som noen gang har sovnet på en fest gjør fem hopp!';

let model: http.Server;
let modelUrl: string;
const prompts: { system: string; user: string }[] = [];
let served = { norsk: 0, english: 0 };

beforeAll(async () => {
  model = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      // The list of models: asked before a free grant or a payment (is the model there?).
      if (req.method === 'GET') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
      const body = JSON.parse(raw) as { messages: { content: string }[] };
      const [system, user] = body.messages.map((message) => message.content) as [string, string];
      prompts.push({ system, user });
      const language = /norsk bokmål/u.test(system) ? 'norsk' : 'english';
      const wanted = Number(/(?:Skriv|Write) (\d+) n/u.exec(user)?.[1] ?? 1);
      // The slip: one entry about drinking slipped into every answer; the first answer also gives an invented
      // name and a near duplicate of the room's entry in place of two good ones.
      const first = prompts.length === 1;
      const good = first ? Math.max(0, wanted - 2) : wanted;
      const fresh = POOL[language].slice(served[language], served[language] + good);
      served[language] += good;
      const entries: unknown[] = [SLIPS[language], ...(first ? [NAMED[language], NEAR_ROOM_ENTRY] : []), ...fresh];
      // A lasting rule in the second Norwegian answer, with its end text, as the schema asks; and one whose end drinks.
      if (prompts.length === 2 && language === 'norsk')
        entries.splice(1, 0, RULE.norsk, {
          text: 'Ny regel: ingen sier nei.',
          end: 'Alle som sa nei, drikker 1 slurk.',
        });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [{ finish_reason: 'stop', message: { content: JSON.stringify({ entries }) } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  model.closeAllConnections();
  model.close();
});
beforeEach(() => {
  prompts.length = 0;
  served = { norsk: 0, english: 0 };
});

let server: TestServer;
afterEach(async () => {
  await server.close();
});

async function entries(room: string): Promise<string[]> {
  const body = (await (await fetch(`${server.url}/api/${room}`)).json()) as [unknown, { value: string }[]];
  return body[1].map((entry) => entry.value);
}

/** The largest sip count a prompt names, 0 when it names none. */
function mostSips(prompt: string): number {
  const counts = [...prompt.matchAll(/(\d+)(?:–(\d+))?\s*(?:slurk|sip|huik)/gu)].map((match) =>
    Number(match[2] ?? match[1]),
  );
  return Math.max(0, ...counts);
}

describe('a model that slips one entry about drinking into every alcohol-free answer', () => {
  it('still gives the 3 free entries, in English, none about drinking, topping up what it dropped', async () => {
    server = await startTestServer({ ai: { baseUrl: modelUrl, model: 'slippy', moderation: false } });
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    expect(await request(phone, 'chat message', { roomName: 'fest', text: ROOM_ENTRY })).toMatchObject({ ok: true });
    expect(await request(phone, 'free ai', 'fest', { language: 'english', style: 'mild', alcoholFree: true })).toEqual({
      ok: true,
    });
    await until(async () => (await entries('fest')).length === 4);
    const added = (await entries('fest')).filter((entry) => entry !== ROOM_ENTRY);
    expect(added).toEqual(POOL.english.slice(0, 3).filter((entry) => added.includes(entry)));
    expect(added).toHaveLength(3);
    for (const entry of added) expect(mentionsDrinking(entry), entry).toBe(false);
    // The first answer lost the name, the near duplicate and the slip: the model was asked for the rest only.
    expect(prompts.length).toBeGreaterThan(1);
    expect(prompts[1]!.user).toMatch(/Write \d+ new entr/u);
    for (const { system, user } of prompts) {
      expect(mostSips(`${system}\n${user}`)).toBe(0);
      expect(system).toMatch(/Alcohol-free/u);
      expect(system).toMatch(/Style: Mild/u);
    }
  });

  it('still delivers the 20 paid entries in Norwegian, Mild and alcohol-free, none about drinking', async () => {
    server = await startTestServer({
      ai: { baseUrl: modelUrl, model: 'slippy', moderation: false },
      paymentTiming: { firstPollMs: 20, pollEveryMs: 20, leaseMs: 2_000 },
    });
    const phone = await server.client();
    await request(phone, 'new room', 'fest');
    expect(await request(phone, 'chat message', { roomName: 'fest', text: ROOM_ENTRY })).toMatchObject({ ok: true });
    const response = await fetch(`${server.url}/api/dopayment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({
        roomName: 'fest',
        mobileNumber: '91234567',
        hasStarted: false,
        language: 'norsk',
        style: 'mild',
        alcoholFree: true,
      }),
    });
    const { redirectUrl } = (await response.json()) as { redirectUrl: string };
    await fetch(`${redirectUrl}/approve`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    await until(async () => (await entries('fest')).length === 21);
    const delivered = (await entries('fest')).filter((entry) => entry !== ROOM_ENTRY);
    expect(delivered).toHaveLength(20);
    for (const entry of delivered) {
      expect(mentionsDrinking(entry), entry).toBe(false);
      expect([...POOL.norsk, RULE.norsk.text], entry).toContain(entry);
    }
    // The model's lasting rule arrived as a rule, with its end text; the one whose end drinks did not.
    const room = (await (await fetch(`${server.url}/api/fest`)).json()) as [
      unknown,
      { value: string; rule?: unknown }[],
    ];
    expect(room[1].filter((entry) => entry.rule)).toEqual([
      expect.objectContaining({ value: RULE.norsk.text, rule: { end: RULE.norsk.end } }),
    ]);
    for (const { system, user } of prompts) {
      expect(mostSips(`${system}\n${user}`)).toBe(0);
      expect(system).toMatch(/Uten alkohol/u);
    }
  });
});

describe('the prompts', () => {
  it('never name more sips than the style allows: Mild at most 1, Classic 2, Spicy 3, alcohol-free none', async () => {
    const { systemPrompt } = await import('../src/ai/style-prompt');
    for (const language of ['norsk', 'english', 'dansk', 'suomi'] as const) {
      expect(mostSips(systemPrompt({ style: 'mild', alcoholFree: false }, language))).toBe(1);
      expect(mostSips(systemPrompt({ style: 'classic', alcoholFree: false }, language))).toBe(2);
      expect(mostSips(systemPrompt({ style: 'spicy', alcoholFree: false }, language))).toBe(3);
      for (const style of ['mild', 'classic', 'spicy'] as const) {
        const prompt = systemPrompt({ style, alcoholFree: true }, language);
        expect(mostSips(prompt)).toBe(0);
        expect(prompt).not.toMatch(/alkoholmerker|alcohol brands|alkoholmærker|alkoholimerkkejä/u);
      }
    }
  });

  it('read right for 0, 1 and many players in both languages', async () => {
    const { playersInstruction } = await import('../src/ai/player-prompt');
    expect(playersInstruction('norsk', 0)).not.toContain('@spiller');
    expect(playersInstruction('english', 0)).not.toContain('@player');
    expect(playersInstruction('norsk', 1)).toContain('Rommet har én spiller');
    expect(playersInstruction('norsk', 1)).toContain('høyst én gang');
    expect(playersInstruction('english', 1)).toContain('The room has one player');
    expect(playersInstruction('english', 1)).toContain('at most once');
    expect(playersInstruction('norsk', 5)).toContain('høyst 2 ganger');
    expect(playersInstruction('english', 5)).toContain('at most 2 times');
    for (const players of [0, 1, 2, 9]) {
      expect(playersInstruction('norsk', players)).not.toMatch(/1 ganger|1 times/u);
      expect(playersInstruction('english', players)).not.toMatch(/1 ganger|1 times/u);
    }
  });
});
