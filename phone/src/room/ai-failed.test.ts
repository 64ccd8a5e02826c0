import { describe, expect, it } from 'vitest';
import { AI_FAILURES, LANGUAGES } from '@skal/shared';
import { aiFailedText } from './ai-failed';

describe('aiFailedText', () => {
  it('says why, and that the free grant stays or that nothing was charged, in each language', () => {
    expect(aiFailedText({ reason: 'used_up', free: true }, 'norsk')).toBe(
      'De 3 gratis tekstene kom ikke: samlingen har ikke flere tekster i denne stilen. De er fortsatt deres: prøv igjen senere.',
    );
    expect(aiFailedText({ reason: 'too_few', free: false }, 'english')).toBe(
      'The 20 paid entries did not come: the AI wrote too few usable entries. Nothing was charged: the payment is cancelled.',
    );
    for (const language of LANGUAGES)
      for (const reason of AI_FAILURES)
        for (const free of [true, false]) expect(aiFailedText({ reason, free }, language)).not.toMatch(/undefined/u);
  });

  it('never says AI for what the collection did (the only failures without a model)', () => {
    for (const language of LANGUAGES)
      for (const reason of ['used_up', 'room_full'] as const)
        expect(aiFailedText({ reason, free: true }, language)).not.toMatch(/\bAI\b/u);
  });
});
