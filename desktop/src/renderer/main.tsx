// Host display entry: the page the TV shows (served at /host and opened by the desktop app).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HostDisplay } from './HostDisplay';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HostDisplay />
  </StrictMode>,
);
