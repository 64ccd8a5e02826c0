/** A port nobody listens on right now on `host` (default 127.0.0.1). */
export function freePort(host?: string): Promise<number>;
