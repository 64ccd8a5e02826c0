// Types t() keys against the Norwegian resources, so a missing or misspelt key does not compile.
import 'i18next';
import type { Texts } from './nb';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Texts };
  }
}
