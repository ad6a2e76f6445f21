// The back office (issue 17): the demo owner signs in with an authenticator code, invites an editor who
// accepts and signs in, the editor's role keeps them out of staff and the audit log (and the API refuses
// them), and the owner's audit log shows each change. At 1280 and 768 px.
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousViolations } from './axe';
import { launchBrowser, screenshot, watchProblems } from './browser';
import { shows } from './journey';
import {
  goToDesk,
  DEMO_OWNER as OWNER,
  openDeskMenu,
  operatorFetch,
  ownerCode,
  signInOperator as signIn,
} from './operators';

const baseUrl = inject('baseUrl');
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'tablet', viewport: { width: 768, height: 1024 } },
] as const;

let browser: Browser;
/** axe-core's serious and critical findings on each back office screen visited, for one assertion per journey. */
const axeFindings: string[] = [];

async function checkAccessibility(page: Page, where: string): Promise<void> {
  axeFindings.push(...describeViolations(where, await seriousViolations(page)));
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the back office', () => {
  for (const { name, viewport } of WIDTHS) {
    it(`lets the owner sign in with a code, invite an editor who cannot manage staff, and shows the audit log at ${name} width`, {
      timeout: 300_000,
    }, async () => {
      axeFindings.length = 0;
      const ownerContext = await browser.newContext({ viewport });
      const page = await ownerContext.newPage();
      const problems = watchProblems(page, baseUrl);
      // A wrong password says so under the form.
      await page.goto(`${baseUrl}/admin/sign-in`);
      await page.getByLabel('Email').fill(OWNER.email);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Continue' }).click();
      await shows(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }));
      await screenshot(page, `back-office-sign-in-refused-${name}`);
      await checkAccessibility(page, `sign-in at ${name}`);

      await signIn(page, OWNER.email, OWNER.password, ownerCode);
      await shows(page.getByRole('heading', { name: 'Welcome, Omar Owner' }));
      expect(await page.title()).toBe('Welcome, Omar Owner | Rihla back office');
      await screenshot(page, `back-office-overview-${name}`);
      await checkAccessibility(page, `overview at ${name}`);

      // Staff: invite an editor, and read the invitation's link.
      await goToDesk(page, 'Staff');
      await shows(page.getByRole('heading', { name: 'Staff', level: 1 }));
      await shows(page.getByRole('cell', { name: /Anil Agent/ }));
      await page.getByRole('button', { name: 'Invite an operator' }).click();
      const email = `editor-${name}-${Date.now()}@ops.example`;
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Name').fill(`Invited ${name}`);
      await page.getByLabel('Role').selectOption('editor');
      await page.getByRole('button', { name: 'Create the invitation' }).click();
      const link = (await page.getByTestId('invite-link').textContent()) ?? '';
      expect(link).toMatch(new RegExp(`^${baseUrl}/admin/invite/.+`));
      await screenshot(page, `back-office-invitation-${name}`);
      await checkAccessibility(page, `invitation dialog at ${name}`);
      await page.keyboard.press('Escape');
      await shows(page.getByRole('cell', { name: new RegExp(`Invited ${name}`) }));

      // The editor accepts, signs in, and sees neither Staff nor the audit log; the API refuses them too.
      const editorContext = await browser.newContext({ viewport });
      const editor = await editorContext.newPage();
      await editor.goto(link);
      await editor.getByLabel('Your name').fill(`Edna ${name}`);
      await editor.getByLabel(/Choose a password/).fill('editor-pass-1234');
      await editor.getByRole('button', { name: 'Create my account' }).click();
      await shows(editor.getByText(`Your account ${email} is ready.`));
      await signIn(editor, email, 'editor-pass-1234');
      await openDeskMenu(editor);
      const editorNav = editor.getByRole('navigation', { name: 'Back office' });
      await shows(editorNav.getByRole('link', { name: 'Overview' }));
      expect(await editorNav.getByRole('link', { name: 'Staff' }).count()).toBe(0);
      expect(await editorNav.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
      await screenshot(editor, `back-office-editor-overview-${name}`);
      await editor.goto(`${baseUrl}/admin/staff`);
      await shows(editor.getByText('This page does not exist, or your role does not use it.'));
      const refused = await operatorFetch(editor, 'operator/inviteOperator', {
        email: 'sneaky@ops.example',
        name: 'Sneaky',
        role: 'owner',
      });
      expect(refused).toEqual({ status: 403, body: { status: 0, message: 'Your role does not allow this' } });

      // The owner, back on Staff, makes the editor an agent with a refund limit; the audit log shows the changes.
      await page.reload();
      await page.getByRole('button', { name: `Change Edna ${name}` }).click();
      await page.getByLabel('Role').selectOption('agent');
      await page.getByLabel('Refund limit (AED, empty for none)').fill('250');
      await page.getByRole('button', { name: 'Save' }).click();
      await shows(page.getByRole('row', { name: new RegExp(`Edna ${name}.*Agent.*AED 250`) }));
      // The new role ended the editor's session: their next screen asks them to sign in.
      await editor.goto(`${baseUrl}/admin/account`);
      await editor.waitForURL(/\/admin\/sign-in$/);

      await goToDesk(page, 'Audit log');
      await shows(page.getByRole('heading', { name: 'Audit log', level: 1 }));
      await page.getByLabel('Operator').selectOption({ label: 'Omar Owner' });
      const table = page.getByRole('table', { name: 'Changes' });
      await shows(table.getByText('Changed an operator’s role, status or refund limit').first());
      await shows(table.getByText('Invited an operator').first());
      await shows(table.getByText('Role: editor → agent').first());
      await screenshot(page, `back-office-audit-${name}`);
      await checkAccessibility(page, `audit log at ${name}`);
      await goToDesk(page, 'My account');
      await shows(page.getByRole('heading', { name: 'Where you are signed in' }));
      await checkAccessibility(page, `my account at ${name}`);
      expect(axeFindings).toEqual([]);

      await openDeskMenu(page);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(/\/admin\/sign-in$/);
      // The refused password is the page's only failed request (Chromium logs its 401 without the address).
      const refusedSignIn = (problem: string) =>
        problem.includes('/api/operator/signIn') || problem.includes('status of 401 (Unauthorized)');
      expect(problems.filter((problem) => !refusedSignIn(problem))).toEqual([]);
      expect(problems.filter(refusedSignIn).length).toBeLessThanOrEqual(2);
      await editorContext.close();
      await ownerContext.close();
    });
  }

  it('makes a new manager set up an authenticator app from a QR code and shows the recovery codes once', {
    timeout: 240_000,
  }, async () => {
    const context = await browser.newContext({ viewport: WIDTHS[0].viewport });
    const page = await context.newPage();
    await signIn(page, OWNER.email, OWNER.password, ownerCode);
    const email = `manager-${Date.now()}@ops.example`;
    const invited = await operatorFetch(page, 'operator/inviteOperator', {
      email,
      name: 'Nadia Manager',
      role: 'manager',
    });
    const invitePath = (invited.body.data as { invitePath: string }).invitePath;
    const managerContext = await browser.newContext({ viewport: WIDTHS[0].viewport });
    const manager = await managerContext.newPage();
    await manager.goto(`${baseUrl}${invitePath}`);
    await manager.getByLabel('Your name').fill('Nadia Manager');
    await manager.getByLabel(/Choose a password/).fill('manager-pass-1234');
    await manager.getByRole('button', { name: 'Create my account' }).click();
    await manager.getByRole('link', { name: 'Sign in' }).click();
    await manager.getByLabel('Email').fill(email);
    await manager.getByLabel('Password', { exact: true }).fill('manager-pass-1234');
    await manager.getByRole('button', { name: 'Continue' }).click();
    await shows(manager.getByRole('heading', { name: 'Set up two-factor sign-in' }));
    await shows(manager.getByRole('img', { name: 'QR code for your authenticator app' }));
    const secret = ((await manager.locator('code').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(manager, 'back-office-enrol-desktop');
    expect(describeViolations('enrolment', await seriousViolations(manager))).toEqual([]);
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    await manager.getByLabel('6-digit code').fill(code);
    await manager.getByRole('button', { name: 'Sign in' }).click();
    const codes = manager.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await shows(codes.first());
    expect(await codes.count()).toBe(10);
    await screenshot(manager, 'back-office-recovery-codes-desktop');
    await manager.getByRole('button', { name: 'I have saved them' }).click();
    await shows(manager.getByRole('heading', { name: 'Welcome, Nadia Manager' }));
    await managerContext.close();
    await context.close();
  });

  it('lets an owner reset an operator’s sign-in with a link, and the operator change their password on My account', {
    timeout: 240_000,
  }, async () => {
    const context = await browser.newContext({ viewport: WIDTHS[0].viewport });
    const page = await context.newPage();
    await signIn(page, OWNER.email, OWNER.password, ownerCode);
    const email = `reset-${Date.now()}@ops.example`;
    const invited = await operatorFetch(page, 'operator/inviteOperator', { email, name: 'Rania Reset', role: 'agent' });
    const invite = (invited.body.data as { invitePath: string }).invitePath.split('/').pop();
    await operatorFetch(page, 'operator/acceptInvite', { invite, name: 'Rania Reset', password: 'forgotten-pass-12' });

    // The owner resets her sign-in from Staff, after a confirmation, and gets a link to send.
    await goToDesk(page, 'Staff');
    await page.getByRole('button', { name: 'Change Rania Reset' }).click();
    await page.getByRole('button', { name: 'Reset password and second factor' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset password and second factor' });
    await shows(confirm.getByText(/every session of theirs ends now/));
    await confirm.getByRole('button', { name: 'Reset and make the link' }).click();
    const link = (await confirm.getByTestId('invite-link').textContent()) ?? '';
    expect(link).toMatch(new RegExp(`^${baseUrl}/admin/invite/.+`));
    await screenshot(page, 'back-office-reset-link-desktop');
    expect(describeViolations('reset dialog', await seriousViolations(page))).toEqual([]);

    // She chooses a new password with the link, signs in, and changes it again on My account.
    const agentContext = await browser.newContext({ viewport: WIDTHS[0].viewport });
    const agent = await agentContext.newPage();
    await agent.goto(link);
    await agent.getByLabel('Your name').fill('Rania Reset');
    await agent.getByLabel(/Choose a password/).fill('remembered-pass-12');
    await agent.getByRole('button', { name: 'Create my account' }).click();
    await shows(agent.getByText(`Your account ${email} is ready.`));
    await signIn(agent, email, 'remembered-pass-12');
    await agent.goto(`${baseUrl}/admin/account`);
    const card = agent.getByRole('region', { name: 'Change password' });
    await card.getByLabel('Current password').fill('remembered-pass-12');
    await card.getByLabel(/New password/).fill('changed-again-pass-12');
    await card.getByRole('button', { name: 'Change password' }).click();
    await shows(agent.getByText('Password changed. Your other sessions have ended.'));
    await screenshot(agent, 'back-office-change-password-desktop');
    expect(describeViolations('my account', await seriousViolations(agent))).toEqual([]);
    await agentContext.close();
    await context.close();
  });
});
