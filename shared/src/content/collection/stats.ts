// The collection's counts as docs/product.md shows them (a test keeps that table equal to this one).
import { slotDrinks, slotFlirts } from '../../slots';
import { ENTRY_KINDS, type CollectionEntry } from './types';

/**
 * A Markdown table of the counts per language: in all, per style, alcohol-free, naming players, the table tags
 * (who is at the table: a drinking slot, a flirting slot, everyone drinks, a forfeit of its own), and per kind.
 */
export function countsTable(collections: Readonly<Record<'norsk' | 'english', readonly CollectionEntry[]>>): string {
  const languages = ['norsk', 'english'] as const;
  const row = (label: string, count: (entries: readonly CollectionEntry[]) => number) =>
    `| ${label} | ${languages.map((language) => count(collections[language])).join(' | ')} |`;
  const where = (test: (entry: CollectionEntry) => boolean) => (entries: readonly CollectionEntry[]) =>
    entries.filter(test).length;
  return [
    '| | norsk | english |',
    '| --- | --- | --- |',
    row('entries', (entries) => entries.length),
    row(
      'Mild',
      where((entry) => entry.style === 'mild'),
    ),
    row(
      'Klassisk / Classic',
      where((entry) => entry.style === 'classic'),
    ),
    row(
      'Drøy / Spicy',
      where((entry) => entry.style === 'spicy'),
    ),
    row(
      'alcohol-free',
      where((entry) => !entry.alcohol),
    ),
    row(
      'naming players',
      where((entry) => entry.players),
    ),
    row(
      'with a drinking slot',
      where((entry) => (entry.slots ?? []).some(slotDrinks)),
    ),
    row(
      'with a flirting slot',
      where((entry) => (entry.slots ?? []).some(slotFlirts)),
    ),
    row(
      'everyone drinks',
      where((entry) => entry.everyone === true),
    ),
    row(
      'with its own forfeit',
      where((entry) => entry.forfeit !== undefined),
    ),
    ...ENTRY_KINDS.map((kind) =>
      row(
        `kind: ${kind}`,
        where((entry) => entry.kind === kind),
      ),
    ),
  ].join('\n');
}
