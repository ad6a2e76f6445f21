import { DEFAULT_CONTENT_PAGES } from '@rihla/shared/pages/content-pages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';
import { FaqPage } from './faq-page';

// The questions as the API answers them in English when nobody has changed them (decision 112).
beforeEach(() => {
  stubApi({ 'users/viewPage': ok(DEFAULT_CONTENT_PAGES.faq) });
});

async function renderFaq() {
  renderWithApp(<FaqPage />);
  return (await screen.findAllByRole('heading', { level: 2 })).map((heading) => within(heading).getByRole('button'));
}

describe('FAQ page', () => {
  it('is titled Frequently Asked Question and covers the eight help topics', async () => {
    const triggers = await renderFaq();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Question' })).toBeTruthy();
    expect(triggers.map((trigger) => trigger.textContent)).toEqual([
      'What is Rihla?',
      'How can I contact customer support?',
      'Which browsers can I use on my computer?',
      'How do I create an account?',
      'Why do I keep getting logged out?',
      'How do I take a screenshot?',
      'Can I get a refund?',
      'How do I delete my account?',
    ]);
  });

  it('opens the first question by default and keeps the others closed', async () => {
    const triggers = await renderFaq();
    expect(triggers.map((trigger) => trigger.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    const firstPanel = document.getElementById(triggers[0]?.getAttribute('aria-controls') ?? '');
    expect(firstPanel?.textContent).toContain('online travel market for the United Arab Emirates');
    expect(firstPanel?.textContent).toContain('over 5 years of experience');
  });

  it('toggles answers from the keyboard, one open at a time, and can close them all', async () => {
    const user = userEvent.setup();
    const triggers = await renderFaq();
    const [first, second] = triggers;
    if (!first || !second) throw new Error('missing questions');

    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    await user.keyboard('{Enter}');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(second.getAttribute('aria-controls') ?? '');
    expect(
      within(panel as HTMLElement)
        .getByRole('link', { name: 'support@rihla.ae' })
        .getAttribute('href'),
    ).toBe('mailto:support@rihla.ae');

    await user.keyboard(' ');
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(triggers.every((trigger) => trigger.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('gives the spec’s answers on browsers, sign-up, refunds and account deletion', async () => {
    const user = userEvent.setup();
    const triggers = await renderFaq();
    const answerOf = async (index: number) => {
      const trigger = triggers[index] as HTMLElement;
      await user.click(trigger);
      return document.getElementById(trigger.getAttribute('aria-controls') ?? '')?.textContent ?? '';
    };
    expect(await answerOf(2)).toMatch(/Chrome.*Firefox.*Safari.*Edge.*Internet Explorer is not supported/);
    expect(await answerOf(3)).toMatch(/one-time code by text message.*log in.*recover your password/);
    expect(await answerOf(6)).toMatch(/set by each organiser.*support@rihla\.ae/);
    expect(await answerOf(7)).toMatch(/Profile tab.*Settings.*Manage My Account.*Delete account.*permanent/);
  });
});
