// The check before a payment or a free grant: is the model there? (issue #39)
import { describe, expect, it } from 'vitest';
import { openAiGenerator } from './openai-generator';
import { builtInPackGenerator } from './built-in-pack';
import { COLLECTION } from '@skal/shared/content/collection/index';

function generatorAnswering(answers: (number | 'no answer')[], clock = { now: 0 }) {
  const asked: { url: string; auth: string | null }[] = [];
  const generator = openAiGenerator({
    baseUrl: 'http://model.test/v1/',
    apiKey: 'key',
    model: 'm',
    now: () => clock.now,
    fetch: async (url, init) => {
      asked.push({ url: String(url), auth: new Headers(init?.headers).get('authorization') });
      const answer = answers.shift() ?? 200;
      if (answer === 'no answer') throw new TypeError('fetch failed');
      return new Response('{}', { status: answer });
    },
  });
  return { generator, asked, clock };
}

const request = { language: 'norsk' as const, count: 20 };

describe('a model is ready', () => {
  it('when its API lists models with our key, and is then not asked again for a while', async () => {
    const { generator, asked, clock } = generatorAnswering([200, 200]);
    expect(await generator.ready?.(request)).toBeNull();
    expect(asked).toEqual([{ url: 'http://model.test/v1/models', auth: 'Bearer key' }]);
    clock.now = 29_000;
    expect(await generator.ready?.(request)).toBeNull();
    expect(asked).toHaveLength(1);
    clock.now = 31_000;
    expect(await generator.ready?.(request)).toBeNull();
    expect(asked).toHaveLength(2);
  });

  it('when the API answers without a model list (404, 405): the server is there', async () => {
    expect(await generatorAnswering([404]).generator.ready?.(request)).toBeNull();
    expect(await generatorAnswering([405]).generator.ready?.(request)).toBeNull();
  });

  it('not when the key is refused, the API fails or nothing answers; a no is asked again next time', async () => {
    for (const answer of [401, 403, 500, 503, 'no answer'] as const)
      expect(await generatorAnswering([answer]).generator.ready?.(request)).toBe('model_unavailable');
    const { generator } = generatorAnswering([503, 200]);
    expect(await generator.ready?.(request)).toBe('model_unavailable');
    expect(await generator.ready?.(request)).toBeNull();
  });
});

describe("Skål's collection is ready", () => {
  it('while it has enough left for the room and the style, and says used_up once it has not', async () => {
    const collection = builtInPackGenerator();
    expect(await collection.ready?.({ ...request, count: 3, existing: [] })).toBeNull();
    const everything = COLLECTION.norsk.map((entry) => entry.text);
    expect(await collection.ready?.({ ...request, count: 3, existing: everything })).toBe('used_up');
    await expect(collection.generate({ ...request, count: 3, existing: everything })).rejects.toMatchObject({
      reason: 'used_up',
    });
  });
});
