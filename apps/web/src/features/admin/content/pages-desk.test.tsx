import { PAGE_MESSAGES } from '@rihla/shared/messages/pages';
import type { TOperatorPage } from '@rihla/shared/schemas/content-pages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesOf } from '../../../test/fields';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { PageEditor } from './pages-desk';

/** A small policy as operator/getPage answers it: one section, a list, and the Terms' kind of section in Arabic. */
function page(overrides: Partial<TOperatorPage> = {}): TOperatorPage {
  return {
    page: 'privacy-policy',
    title: 'Privacy Policy',
    kind: 'policy',
    fields: [
      { path: 'title', english: 'Privacy Policy', arabic: 'سياسة الخصوصية', isArabicSource: false },
      { path: 'summary', english: 'How {shop} uses your data.', arabic: '', isArabicSource: false },
      { path: 'sections.0.heading', english: 'Who we are', arabic: 'من نحن', isArabicSource: false },
      { path: 'sections.0.blocks.0.list.1', english: 'Your name', arabic: 'اسمك', isArabicSource: false },
      { path: 'sections.1.heading', english: 'شروط الدفع', arabic: '', isArabicSource: true },
    ],
    missingArabic: ['summary'],
    updatedAt: null,
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('PageEditor', () => {
  it('shows each text’s English beside its Arabic, right to left, and marks the ones missing in Arabic', async () => {
    stubApi({});
    renderWithApp(<PageEditor page={page()} />);
    const english = await screen.findByLabelText('Summary (English)');
    const arabic = screen.getByLabelText(/Summary \(Arabic\)/);
    expect((english as HTMLTextAreaElement).value).toBe('How {shop} uses your data.');
    expect(english.getAttribute('dir')).toBe('ltr');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(screen.getByLabelText(/Paragraph 1, list item 2 \(Arabic\)/)).toBeTruthy();
    // Only the summary has English and no Arabic.
    expect(screen.getAllByText('Missing in Arabic')).toHaveLength(1);
    // The section written in Arabic on the English page has no Arabic field of its own.
    expect(screen.getByText(/Written in Arabic on the English page too/)).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(9);

    await userEvent.type(arabic, 'كيف نستخدم بياناتك');
    expect(screen.queryAllByText('Missing in Arabic')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only the texts missing in Arabic' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
  });

  it('sends only the texts changed, in either language, and shows the server’s refusal', async () => {
    const calls = stubApi({
      'operator/updatePage': [
        ok(page({ updatedAt: '2026-11-29T03:00:00.000Z' })),
        fail(PAGE_MESSAGES.unknownText, { code: 'page.unknown_text' }),
      ],
    });
    renderWithApp(<PageEditor page={page()} />);
    const [heading] = await screen.findAllByLabelText('Heading (English)');
    if (!heading) throw new Error('no heading');
    await userEvent.clear(heading);
    await userEvent.type(heading, 'About us');
    await userEvent.type(screen.getByLabelText(/Summary \(Arabic\)/), 'نبذة');
    await userEvent.clear(screen.getByLabelText(/Paragraph 1, list item 2 \(Arabic\)/));
    await userEvent.click(screen.getByRole('button', { name: 'Save the page' }));
    expect(await screen.findByText('Page saved: shoppers see it now')).toBeTruthy();
    expect(bodiesOf(calls, 'operator/updatePage')).toEqual([
      {
        page: 'privacy-policy',
        english: { 'sections.0.heading': 'About us' },
        arabic: { summary: 'نبذة', 'sections.0.blocks.0.list.1': '' },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Save the page' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(PAGE_MESSAGES.unknownText),
    );
  });

  it('refuses a blank English text beside it and sends nothing', async () => {
    const calls = stubApi({});
    renderWithApp(<PageEditor page={page()} />);
    await userEvent.clear(await screen.findByLabelText('Title (English)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save the page' }));
    expect(await screen.findByText(PAGE_MESSAGES.englishBlank)).toBeTruthy();
    expect(screen.getByLabelText('Title (English)').getAttribute('aria-invalid')).toBe('true');
    expect(bodiesOf(calls, 'operator/updatePage')).toEqual([]);
  });
});
