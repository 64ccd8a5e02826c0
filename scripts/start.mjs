// `npm start`: build whatever is missing or out of date, then run the server in this process.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale, root } from './builds.mjs';

buildStale();

await import(pathToFileURL(path.join(root, 'server', 'dist', 'main.js')).href);
