// The Content-Security-Policy the app enforces on top of the server's own, and no device permissions at all.
import type { Session } from 'electron';

export function contentSecurityPolicy(localOrigin: string): string {
  const origin = new URL(localOrigin);
  const socket = `ws://${origin.host}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${socket}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "worker-src 'self'",
  ].join('; ');
}

type SessionHooks = {
  webRequest: Pick<Session['webRequest'], 'onHeadersReceived'>;
} & Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>;

export function installSessionPolicy(session: SessionHooks, localOrigin: string): void {
  const policy = contentSecurityPolicy(localOrigin);
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [policy] } });
  });
  // The host display needs no camera, microphone, notifications or location.
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
