// A `fetch` answered by this Fastify app in-process (app.inject), with no socket in between: how the
// server reaches the wallet simulator it mounts itself, before it listens and whatever its port.
import type { FastifyInstance, InjectOptions } from 'fastify';

/** Statuses whose answer has no body, which `Response` insists on. */
const NO_BODY = new Set([101, 204, 205, 304]);

/** URLs' origins are ignored: every request goes to `app` (the path and query pick the route). */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    request.signal.throwIfAborted();
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as InjectOptions['method'] & string,
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(request.headers), host: url.host },
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : [value])
        if (one !== undefined) headers.append(name, String(one));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers,
    });
  };
}
