// Where the host window may go: its own local origin only; other web links open in the system browser.
import type { WebContents, WindowOpenHandlerResponse } from 'electron';
import { SECURE_WEB_PREFERENCES } from './window-options';

export type NavigationDecision = 'allow' | 'external' | 'deny';

/** The local server's origin is the app; http(s) elsewhere goes to the browser; any other scheme is refused. */
export function decideNavigation(target: string, localOrigin: string): NavigationDecision {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'deny';
  }
  if (url.origin === new URL(localOrigin).origin) return 'allow';
  if (url.protocol === 'http:' || url.protocol === 'https:') return 'external';
  return 'deny';
}

type NavigationEvents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

export function installNavigationPolicy(
  contents: NavigationEvents,
  localOrigin: string,
  openExternal: (url: string) => Promise<void>,
): void {
  const guard = (event: { preventDefault(): void }, url: string) => {
    const decision = decideNavigation(url, localOrigin);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'external') void openExternal(url).catch(() => undefined);
  };
  contents.on('will-navigate', (event, url) => guard(event, url));
  contents.on('will-redirect', (event, url) => guard(event, url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }): WindowOpenHandlerResponse => {
    const decision = decideNavigation(url, localOrigin);
    if (decision === 'allow') {
      return {
        action: 'allow',
        overrideBrowserWindowOptions: { autoHideMenuBar: true, webPreferences: { ...SECURE_WEB_PREFERENCES } },
      };
    }
    if (decision === 'external') void openExternal(url).catch(() => undefined);
    return { action: 'deny' };
  });
}
