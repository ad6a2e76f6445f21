import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';

// Sections waiting to render, in page order; one is rendered per idle moment of the browser.
const waiting: Array<() => void> = [];
let isScheduled = false;

function scheduleNext(): void {
  if (isScheduled || waiting.length === 0) return;
  isScheduled = true;
  const runOne = () => {
    isScheduled = false;
    waiting.shift()?.();
    scheduleNext();
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(runOne, { timeout: 1500 });
  else window.setTimeout(runOne, 16);
}

/**
 * Renders `children` after the page's first screen (decision 015): at the browser's next idle moment, one
 * section per moment in page order, or at once when its place comes near the viewport. The first screen then
 * costs only what it shows, and the rest arrives in small steps instead of one long task. Until then an empty
 * box with `placeholderClassName` (about the section's height) holds the place, so the page keeps its length;
 * a lazy section keeps it until its code has arrived.
 */
export function RenderLater({ children, placeholderClassName }: { children: ReactNode; placeholderClassName: string }) {
  const [isShown, setIsShown] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (isShown) return;
    // A transition: React renders the section in slices and gives the browser the main thread in between.
    const show = () => startTransition(() => setIsShown(true));
    waiting.push(show);
    scheduleNext();
    const near =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
            rootMargin: '400px 0px',
          })
        : null;
    if (near && placeholder.current) near.observe(placeholder.current);
    return () => {
      near?.disconnect();
      const index = waiting.indexOf(show);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, [isShown]);

  const box = <div ref={placeholder} aria-hidden="true" className={placeholderClassName} />;
  // The section may be a lazy part: its place stays held while its code arrives.
  return isShown ? <Suspense fallback={box}>{children}</Suspense> : box;
}
