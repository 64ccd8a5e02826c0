/** Runs `then` once the page's HTML is parsed (at once if it is). */
export function whenParsed(then: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
}
