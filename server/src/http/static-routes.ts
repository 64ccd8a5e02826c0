// Serves the phone app at / (with history fallback for its routes) and the host display at /host.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendProblem } from './problem';

/** Routes the phone app knows; anything else gets its 404 page (with a 404 status). */
export const PHONE_ROUTES = [
  '/',
  '/betaling',
  '/payment-aborted',
  '/terms-of-sale',
  '/privacy-policy',
  '/terms-of-service',
];
const NEVER_FALLBACK = /^\/(api|socket\.io|healthz|livez|host)(\/|$)/u;

export async function registerStaticRoutes(
  app: FastifyInstance,
  dirs: { phoneDir: string | undefined; hostDir: string | undefined },
): Promise<void> {
  const phoneDir = existingBuild(dirs.phoneDir);
  const hostDir = existingBuild(dirs.hostDir);

  if (phoneDir) {
    await app.register(fastifyStatic, {
      root: phoneDir,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // The phone build writes .br and .gz beside every asset: send those to clients that accept them.
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
  if (hostDir) {
    await app.register(fastifyStatic, {
      root: hostDir,
      prefix: '/host/',
      decorateReply: !phoneDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The phone build writes .br and .gz beside every asset: send those to clients that accept them.
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }

  const page = (reply: FastifyReply, dir: string | null, status: number, what: string) => {
    if (!dir) return reply.code(503).type('text/plain').send(`The ${what} is not built yet: run npm run build.`);
    return reply.code(status).header('cache-control', 'no-cache').type('text/html').sendFile('index.html', dir);
  };

  // The app's own pages are routes, so they are not guarded (request-guards.ts): a phone of a party that used up
  // its shared address's limit still gets the app on a reload. Paths no route knows stay counted (scanners).
  for (const route of PHONE_ROUTES) app.get(route, (_request, reply) => page(reply, phoneDir, 200, 'phone app'));
  app.get('/host', (_request, reply) => page(reply, hostDir, 200, 'host display'));
  app.get('/host/', (_request, reply) => page(reply, hostDir, 200, 'host display'));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url);
    if (!wantsPage || NEVER_FALLBACK.test(url)) {
      if (url.startsWith('/api')) return sendProblem(reply, 404, `No route ${request.method} ${url}.`);
      return reply.code(404).type('text/plain').send('Not found');
    }
    const known = PHONE_ROUTES.includes(url.replace(/\/+$/u, '') || '/');
    return page(reply, phoneDir, known ? 200 : 404, 'phone app');
  });
}

function existingBuild(dir: string | undefined): string | null {
  return dir && fs.existsSync(path.join(dir, 'index.html')) ? path.resolve(dir) : null;
}

function cacheHeaders(res: { setHeader(name: string, value: string): void }, file: string): void {
  // Vite puts content hashes in asset names, so those never change; everything else is revalidated.
  const immutable = /[\\/]assets[\\/]/u.test(file);
  res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}
