// The app's side of the boot step (boot.ts): its result, left by the inline script in a build.
import { boot, type Boot } from './boot';

/**
 * The boot step's result. In a build the inline script has always run (it is what loads the app), so the app
 * carries none of the boot step's code; development has no inline script and boots here.
 */
export function takeBoot(): Boot {
  if (import.meta.env.DEV) window.__skalBoot ??= boot();
  const result = window.__skalBoot;
  if (!result) throw new Error('the boot script did not run');
  return result;
}
