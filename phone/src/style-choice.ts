// The style chosen last in the AI drawer or the collection sheet (one choice for both), kept in localStorage as
// `classic` or `classic alcohol-free`. Only those lazy chunks import it, so the first script does not carry it.
import { AI_STYLES, DEFAULT_STYLE_CHOICE, type StyleChoice } from '@skal/shared';

const KEY = 'styleChoice';

/** The kept choice; the default (Classic, with alcohol) when none was kept or storage is unavailable. */
export function storedStyleChoice(): StyleChoice {
  let value: string | null = null;
  try {
    value = window.localStorage.getItem(KEY);
  } catch {
    // Private mode: nothing was kept.
  }
  const [style, free] = (value ?? '').split(' ');
  if (!(AI_STYLES as readonly string[]).includes(style ?? '')) return DEFAULT_STYLE_CHOICE;
  return { style: style as StyleChoice['style'], alcoholFree: free === 'alcohol-free' };
}

export function storeStyleChoice(choice: StyleChoice): void {
  try {
    window.localStorage.setItem(KEY, choice.alcoholFree ? `${choice.style} alcohol-free` : choice.style);
  } catch {
    // The choice is simply not remembered.
  }
}
