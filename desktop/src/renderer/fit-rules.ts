// Lays out the rules in play (`Regler nå`) in their own column on the TV: each rule clamped to a few lines, the
// type shrunk down to a readable floor, and past that the newest that fit with "+N til" for the oldest.
import { fitText } from './fit-text';

/**
 * How many lines each rule may take: a budget of 24 lines shared by the rules, between 16 (one rule: ~400
 * characters, whole) and 2 (from nine rules). A collection rule (up to ~160 characters) shows whole with up to
 * six rules in play. At the type's floor 12 rules of 2 lines fit the column; the layout test measures it.
 */
export function ruleLines(count: number): number {
  return Math.min(16, Math.max(2, Math.floor(24 / count)));
}

/**
 * The smallest the rules' type gets, as a share of its style sheet size (1.6 units): 1.05 units, 1.9% of a 16:9
 * window's height (20 px on a 1080p TV). Below that the oldest rules give way to "+N til" instead.
 */
export const RULES_SMALLEST = 1.05 / 1.6;

/**
 * Fits `list` (its items the rules, newest first) into its box: every rule at the largest size from the style
 * sheet's down to `RULES_SMALLEST` of it; if even that is too big, as many of the newest as fit, and `more`
 * (an element the caller renders empty) says how many older ones are left out. Measured, like fitText, and run
 * after every render: React renders every rule, and this only hides and sizes them.
 */
export function fitRules(list: HTMLElement, more: HTMLElement, moreText: (count: number) => string): void {
  const rules = Array.from(list.children).filter((item): item is HTMLElement => item instanceof HTMLElement);
  const show = (count: number) => {
    rules.forEach((rule, index) => {
      rule.hidden = index >= count;
    });
    // Empty, it is not drawn (`:empty` in the style sheet).
    more.textContent = count < rules.length ? moreText(rules.length - count) : '';
  };
  const fits = () => list.scrollHeight <= list.clientHeight && list.scrollWidth <= list.clientWidth;

  list.style.setProperty('--rule-lines', String(ruleLines(rules.length)));
  show(rules.length);
  fitText(list, RULES_SMALLEST);
  if (fits()) return;
  // At the floor: the most of the newest that fit (at least one), found by halving.
  let low = 1;
  let high = rules.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    show(middle);
    if (fits()) low = middle;
    else high = middle - 1;
  }
  show(low);
}
