/**
 * Runs `work` once the page has loaded and the browser is next idle (at the latest `timeoutMs` after the load), so
 * it takes nothing from the first paint or the page's own calls. Returns a function that cancels it while it has not
 * run (an effect's clean-up).
 */
export function whenLoadedAndIdle(work: () => void, timeoutMs = 3000): () => void {
  let isCancelled = false;
  let cancelWait: (() => void) | undefined;
  const run = () => {
    if (!isCancelled) work();
  };
  const wait = () => {
    if (isCancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: timeoutMs });
      cancelWait = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 200);
      cancelWait = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    isCancelled = true;
    window.removeEventListener('load', wait);
    cancelWait?.();
  };
}
