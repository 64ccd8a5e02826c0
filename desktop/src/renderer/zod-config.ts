// Imported first by the page: zod (inside @skal/shared's protocol) would probe `new Function` for its fast
// path, which the Content-Security-Policy (script-src 'self', no eval) refuses and reports as a violation.
import { config } from 'zod';

config({ jitless: true });
