// The demo operators of the back office (packages/demo/src/operators.ts) and their sign-in, for every journey
// that works in the back office. The owner signs in with an authenticator code, and the server refuses a time
// step already used: the last step used is kept in a file beside the test server's database, so that journeys in
// different files (which run one after another against the same server) never send the same code twice.
import fs from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { shows } from './journey';

export const DEMO_OPERATOR_PASSWORD = 'rihla-operator-demo';
export const DEMO_OWNER = {
  email: 'owner@rihla.example',
  password: DEMO_OPERATOR_PASSWORD,
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;
export const DEMO_EDITOR = { email: 'editor@rihla.example', password: DEMO_OPERATOR_PASSWORD } as const;
export const DEMO_MANAGER = {
  email: 'manager@rihla.example',
  password: DEMO_OPERATOR_PASSWORD,
  secret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
} as const;

const STEP_MS = 30_000;

function stepFile(email: string): string {
  return path.join(path.dirname(inject('databaseFile')), `e2e-totp-step-${email.replace(/[^a-z0-9]/gi, '_')}`);
}

/**
 * An operator's authenticator code, never one of a step already used by any journey file. The server takes the code of
 * the next step too (a phone whose clock runs up to a step ahead, modules/operators/totp.ts): when this step's code was
 * used, the next step's goes at once, so two sign-ins in the same 30 s wait for nothing; only a third waits for the
 * clock. A step behind is never sent: the step could end between the code and its check.
 */
async function authenticatorCode(operator: { email: string; secret: string }): Promise<string> {
  const file = stepFile(operator.email);
  const lastStep = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : -1;
  const stepNow = () => Math.floor(Date.now() / STEP_MS);
  const step = Math.max(stepNow(), lastStep + 1);
  while (step > stepNow() + 1) await new Promise((resolve) => setTimeout(resolve, 1_000));
  fs.writeFileSync(file, String(step));
  return new TOTP({ secret: Secret.fromBase32(operator.secret) }).generate({ timestamp: step * STEP_MS });
}

/** The demo owner's authenticator code (authenticatorCode). */
export const ownerCode = () => authenticatorCode(DEMO_OWNER);
/**
 * The demo manager's authenticator code (authenticatorCode): journeys in one lane sign the manager in one after another,
 * and a code sent twice in a step was refused (pickups right after musandam-trip).
 */
export const managerCode = () => authenticatorCode(DEMO_MANAGER);

/** Signs an operator in at /admin; `code` answers the two-factor step of roles that have one. */
export async function signInOperator(
  page: Page,
  email: string,
  password: string,
  code?: () => Promise<string>,
): Promise<void> {
  await page.goto(`${inject('baseUrl')}/admin`);
  await page.waitForURL(/\/admin\/sign-in$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  if (code) {
    await shows(page.getByRole('heading', { name: 'Enter your code' }));
    await page.getByLabel('6-digit code or a recovery code').fill(await code());
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  // The signed-in frame (Sign out is in the menu below 1024 px).
  await shows(page.getByTestId('admin-header'));
}

/** The demo owner, signed in with a fresh authenticator code. */
export function signInOwner(page: Page): Promise<void> {
  return signInOperator(page, DEMO_OWNER.email, DEMO_OWNER.password, ownerCode);
}

/** An operator call made from the page, with the session its back office keeps: the status and the answer. */
export function operatorFetch(
  page: Page,
  name: string,
  body: unknown,
): Promise<{ status: number; body: { status: number; message: string; data?: unknown } }> {
  return page.evaluate(
    async ({ name, body }) => {
      const response = await fetch(`/api/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-operator-token': localStorage.getItem('rihla.operatorToken') ?? '',
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { name, body },
  );
}

/** Opens the back office's menu where it is a button (below 1024 px); on wide screens it is always open. */
export async function openDeskMenu(page: Page): Promise<void> {
  const toggle = page.locator('button[aria-controls="admin-menu"]');
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** Follows a link of the back office's menu, at any width. */
export async function goToDesk(page: Page, name: string): Promise<void> {
  await openDeskMenu(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name, exact: true }).click();
}
