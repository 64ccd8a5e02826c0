// Shared types for Skål's built-in content: languages, tips and word highlight styles.
import type { Language } from '../rules';

/** Every language Skål speaks has all its content: a missing one is a compile error. */
export type ContentLanguage = Language;

export interface Tip {
  preview: string;
  text: string;
}

export const HIGHLIGHT_STYLES = [
  'bold',
  'allcaps',
  'outline',
  'entry-black',
  'entry-drikk',
  'entry-blue',
  'entry-red',
  'entry-pink',
  'entry-green',
  'entry-yellow',
  'entry-beer',
  'entry-wine',
  'entry-snap',
  'entry-purple',
  'entry-snus',
  'entry-brown',
  'entry-orange',
  'entry-puke',
] as const;

export type HighlightStyle = (typeof HIGHLIGHT_STYLES)[number];
