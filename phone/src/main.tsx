// Entry point: i18n, the seasonal background, the app, and the service worker that keeps it playable offline.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { seasonFor } from '@skal/shared';
import './i18n';
import './styles/app.css';
import './styles/highlight.css';
import { App } from './App';

document.body.classList.add(`season-${seasonFor(new Date())}`);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('No offline support', error));
  });
}
