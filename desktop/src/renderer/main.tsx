// Host display entry: the page the TV shows (served at /host and opened by the desktop app).
import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHostApi } from './api';
import { connectHost } from './host-connection';
import { HostDisplay } from './HostDisplay';
import './styles/host.css';
// The phone's own highlight styles, so the TV highlights entries exactly as the phone does.
import '../../../phone/src/styles/highlight.css';

const connection = connectHost();
const initialRoom = new URLSearchParams(window.location.search).get('room');

function keepRoomInAddress(room: string | null): void {
  const url = new URL(window.location.href);
  if (room) url.searchParams.set('room', room);
  else url.searchParams.delete('room');
  if (url.href !== window.location.href) window.history.replaceState(null, '', url);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HostDisplay
      connection={connection}
      api={createHostApi()}
      initialRoom={initialRoom}
      onRoomShown={keepRoomInAddress}
      storage={window.localStorage}
    />
  </StrictMode>,
);
