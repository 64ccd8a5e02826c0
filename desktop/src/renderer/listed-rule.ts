// How a rule in play reads in the TV's `Regler nå` list.

/** "Regel:", "Ny regel:", "Rule:", "New rule:" at the start of a rule's text (the collection's rules all have one). */
const RULE_OPENING = /^(?:ny\s+regel|regel|new\s+rule|rule)\s*:\s*/iu;

/**
 * A rule as the list shows it: without its opening "Regel:" / "Rule:", which the list's heading already says (on a
 * rule clamped to two lines that is a tenth of what shows), and with a capital first letter. A rule that is only
 * the opening stays as it is.
 */
export function listedRule(text: string): string {
  const rest = text.replace(RULE_OPENING, '');
  if (rest === text || rest.trim() === '') return text;
  const first = Array.from(rest)[0]!;
  return first.toLocaleUpperCase() + rest.slice(first.length);
}
