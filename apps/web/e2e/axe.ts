import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface TAxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (its default rules: WCAG 2.x A and AA and best practices) on the page as it is now, and returns
 * the serious and critical violations. The script goes in through the DevTools protocol (page.evaluate), which
 * the page's Content-Security-Policy does not govern, so the app's headers stay as they are in production.
 */
export async function seriousViolations(page: Page): Promise<TAxeViolation[]> {
  await settleAnimations(page);
  const isLoaded = await page.evaluate(() => 'axe' in window);
  if (!isLoaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type TAxeResult = {
      violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }>;
    };
    // axe is the global the injected script defines.
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<TAxeResult> } };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}

/**
 * Waits (at most two seconds) for the finite animations running on the page to end, so axe sees colours as they
 * rest: a toast fading in is half transparent, and its text would read as low contrast. A toast's countdown bar
 * is left running, since its end closes the toast.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const settling = document.getAnimations().filter((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const isCountdown = target instanceof Element && target.closest('[role="progressbar"]') !== null;
      const endTime = Number(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY);
      return animation.playState === 'running' && !isCountdown && Number.isFinite(endTime);
    });
    const ended = Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/** One line per violation, for a failure message: "path: rule (impact) at target, target". */
export function describeViolations(where: string, violations: TAxeViolation[]): string[] {
  return violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact}: ${violation.help}) at ${violation.targets.join(' | ')}`,
  );
}
