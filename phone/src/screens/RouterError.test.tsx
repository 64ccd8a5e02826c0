// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n';
import { ChunkLoadError } from '../components/lazy-with-timeout';
import { AppErrorBoundary } from './RouterError';

function Broken({ error }: { error: Error }): never {
  throw error;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AppErrorBoundary', () => {
  it('shows the router error screen for a render error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken error={new Error('boom')} />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Noe uventet gikk galt' })).toBeTruthy();
    expect(screen.getByText('boom')).toBeTruthy();
  });

  it('shows the chunk message with a reload button when a chunk failed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken error={new ChunkLoadError('timeout')} />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Kunne ikke laste inn' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Last inn på nytt' })).toBeTruthy();
  });

  it('renders its children when nothing breaks', () => {
    render(
      <AppErrorBoundary>
        <p>alt vel</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('alt vel')).toBeTruthy();
  });

  it('takes a room shell away, so the error screen is not hidden behind it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = document.createElement('div');
    element.id = 'room-shell';
    document.body.append(element);
    document.documentElement.dataset.boot = 'shell';
    window.__skalBoot = {
      hydrate: false,
      tutorial: false,
      linkedRoom: 'fest',
      linkedAnswer: null,
      shell: { room: 'fest', element, sending: null, refused: null, taken: false },
    };
    try {
      render(
        <AppErrorBoundary>
          <Broken error={new Error('boom')} />
        </AppErrorBoundary>,
      );
      expect(document.getElementById('room-shell')).toBeNull();
      expect(document.documentElement.dataset.boot).toBe('render');
      expect(screen.getByRole('heading', { name: 'Noe uventet gikk galt' })).toBeTruthy();
    } finally {
      delete window.__skalBoot;
      delete document.documentElement.dataset.boot;
    }
  });
});
