// The inline script's entry: boots before the app's JavaScript and leaves the result for it.
import { boot } from './boot';

window.__skalBoot = boot();
