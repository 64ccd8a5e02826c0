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
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
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
});
