import { type ReactNode, Suspense, useState } from 'react';

/**
 * Mounts `children` (typically a React.lazy part: a dialog and its primitives) once `when` has first been true, and
 * keeps them mounted after, so their code is fetched on first use instead of with the page, and state (what was
 * typed, a scroll position) survives closing and opening again.
 */
export function LoadWhen({ when, children }: { when: boolean; children: ReactNode }) {
  const [hasLoaded, setHasLoaded] = useState(false);
  if (when && !hasLoaded) setHasLoaded(true);
  if (!when && !hasLoaded) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
