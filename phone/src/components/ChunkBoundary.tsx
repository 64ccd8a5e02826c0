// Catches a lazy chunk that failed to load and offers a reload instead of a blank screen.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkFailed } from './ChunkFailed';

interface Props {
  children: ReactNode;
}

export class ChunkBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A part of the app failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ChunkFailed /> : this.props.children;
  }
}
