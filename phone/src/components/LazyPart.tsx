// Wraps a lazy-loaded part: shows the fallback while it loads and the reload message if its chunk fails.
import { Suspense, type ReactNode } from 'react';
import { ChunkBoundary } from './ChunkBoundary';

export function LazyPart({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <ChunkBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ChunkBoundary>
  );
}
