// The router's error screen: a render error in any route ends here (`Noe uventet gikk galt`, "Unexpected Application
// Error!" in English), not a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkFailed } from '../components/ChunkFailed';
import { ChunkLoadError } from '../components/lazy-with-timeout';
import { takeShell } from '../room/shell-takeover';
import { useTranslation } from '../i18n';

export function RouterError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error instanceof ChunkLoadError) return <ChunkFailed />;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    <main className="screen page router-error">
      <h1>{t('chunk.crash')}</h1>
      {message && <pre className="error-message">{message}</pre>}
      <a className="button button-primary" href="/">
        Skål
      </a>
    </main>
  );
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected application error', error, info.componentStack);
    // A scanned link's room shell would stand in front of this screen: it goes, so the error is seen.
    takeShell();
  }

  override render(): ReactNode {
    return this.state.error ? <RouterError error={this.state.error} /> : this.props.children;
  }
}
