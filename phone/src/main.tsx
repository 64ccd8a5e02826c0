// Entry point: i18n, the seasonal background, the app, and the service worker that keeps it playable offline.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { seasonFor } from '@skal/shared';
import './i18n';
import './styles/app.css';
import './styles/highlight.css';
import { App } from './App';
import { getSocket } from './net/socket';
import { startLinkedJoin } from './net/linked-join';
import { loadSession } from './game/session';
import { isFirstVisit } from './storage';
import { normaliseRoomName } from '@skal/shared';

document.body.classList.add(`season-${seasonFor(new Date())}`);

// Open the connection while React renders: joining a room from a scanned link then waits for no handshake.
getSocket();

// A scanned room link on a returning phone: start joining now, the home screen takes over the answers.
const linked = normaliseRoomName(new URLSearchParams(window.location.search).get('room') ?? '');
if (window.location.pathname === '/' && linked.ok && !isFirstVisit() && loadSession() === null) {
  startLinkedJoin(linked.name);
}

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
