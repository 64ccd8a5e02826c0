// The build-time render of the home screen for index.html (phone/prerender-plugin.ts): Norwegian, no room, no
// tutorial, exactly what the app's first render is on such a visit, so the browser hydrates it without changes.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from './router';
import { AppContent } from './App';
import { ToastProvider } from './toast/ToastProvider';
import './i18n';

export function renderHome(): string {
  // The same tree as <App />, with the router reading a fixed address instead of the browser's.
  return renderToString(
    <StrictMode>
      <ToastProvider>
        <StaticRouter location="/">
          <AppContent />
        </StaticRouter>
      </ToastProvider>
    </StrictMode>,
  );
}
