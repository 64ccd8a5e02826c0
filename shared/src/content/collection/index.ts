// Skål's collection in every language (docs/product.md "Skål's collection"), for the room's draw (collection-draw.ts)
// and the free entries without a model. Loaded by the server and the tests; the phone's first script never needs it.
import type { Language } from '../../rules';
import { DANSK_COLLECTION } from './dansk';
import { ENGLISH_COLLECTION } from './english';
import { NORSK_COLLECTION } from './norsk';
import { SUOMI_COLLECTION } from './suomi';
import type { CollectionEntry } from './types';

export type { CollectionEntry, EntryKind } from './types';

export const COLLECTION: Readonly<Record<Language, readonly CollectionEntry[]>> = {
  norsk: NORSK_COLLECTION,
  english: ENGLISH_COLLECTION,
  dansk: DANSK_COLLECTION,
  suomi: SUOMI_COLLECTION,
};
