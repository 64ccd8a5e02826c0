// Start on the fixed default port (so the room link stays the same between parties), or any free one if taken.
import net from 'node:net';

export const DEFAULT_PORT = 8080;

/** Errors that mean "this port is not ours to take"; anything else is a real failure. */
const PORT_UNAVAILABLE = new Set(['EADDRINUSE', 'EACCES']);

export function isPortUnavailable(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    PORT_UNAVAILABLE.has(String((error as { code: unknown }).code))
  );
}

/** Calls start(preferred); if that port is unavailable, start(0) lets the system pick a free one. */
export async function startWithPortFallback<T>(
  start: (port: number) => Promise<T>,
  preferred: number = DEFAULT_PORT,
  onFallback: (preferred: number, error: unknown) => void = () => undefined,
): Promise<T> {
  try {
    return await start(preferred);
  } catch (error) {
    if (preferred === 0 || !isPortUnavailable(error)) throw error;
    onFallback(preferred, error);
    return start(0);
  }
}

/** Whether nothing listens on host:port right now (a probe that binds and lets go at once). */
export function isPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => (isPortUnavailable(error) ? resolve(false) : reject(error)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * The port to start on: the preferred one when it is free, else 0 (a free one picked at listen). Probing first
 * keeps a failed start from leaving a half-opened server behind; the fallback in startWithPortFallback covers the
 * moment between the probe and the listen.
 */
export async function choosePort(
  preferred: number,
  host: string,
  probe: (port: number, host: string) => Promise<boolean> = isPortFree,
): Promise<number> {
  if (preferred === 0) return 0;
  return (await probe(preferred, host)) ? preferred : 0;
}
