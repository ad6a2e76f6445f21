import { flushSync } from 'react-dom';

/**
 * What the router calls for a navigation asked `{ flushSync: true }`: its update committed at once rather than in a
 * transition (react-router/dom's RouterProvider passes the same; ours comes from react-router, as every other import).
 */
export function flushRouterUpdate(update: () => unknown): undefined {
  flushSync(update);
  return undefined;
}
