import { WAIVER_MESSAGES } from '@rihla/shared/messages/waivers';
import type { TProductWaiverData } from '@rihla/shared/schemas/waivers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeStorage, writeStorage } from '../../../lib/storage';
import { renderWithApp } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';
import { WaiverEditor } from './waiver-editor';

const WORDS = 'Snorkelling has risks: currents, coral and marine life.';
const me = (role: string) => ok({ id: 'op-1', name: 'Op', email: 'op@ops.example', role, permissions: [] });
const version = (n: number, text: string) => ({
  version: n,
  text,
  askedOf: 'passenger' as const,
  createdAt: '2026-11-28T10:00:00.000Z',
  createdBy: 'Eda Editor',
});
const NONE: TProductWaiverData = { productId: 'p-1', current: null, versions: [] };

function renderEditor(role: string, answers: Record<string, unknown>) {
  writeStorage('operatorToken', 'op-token');
  const calls = stubApi({ 'operator/me': me(role), ...answers });
  renderWithApp(<WaiverEditor productId="p-1" />, { path: '/admin/products/p-1' });
  return calls;
}

afterEach(() => {
  removeStorage('operatorToken');
  vi.unstubAllGlobals();
});

describe('the product editor’s waiver section', () => {
  it('lets an editor write the first version, checked by the shared schema before it is sent', async () => {
    const saved: TProductWaiverData = { productId: 'p-1', current: version(1, WORDS), versions: [version(1, WORDS)] };
    const calls = renderEditor('editor', {
      'operator/getProductWaiver': ok(NONE),
      'operator/saveProductWaiver': ok(saved, WAIVER_MESSAGES.saved),
    });
    const card = await screen.findByRole('region', { name: 'Waiver' });
    expect(await within(card).findByText(/This product asks no waiver/)).toBeTruthy();
    const text = within(card).getByLabelText('Waiver text (plain text; a blank line starts a new paragraph)');
    const user = userEvent.setup();
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Save the waiver' })).toBeTruthy());
    await user.type(text, 'Too short');
    await user.click(within(card).getByRole('button', { name: 'Save the waiver' }));
    expect(await within(card).findByText(WAIVER_MESSAGES.textTooShort)).toBeTruthy();
    expect(calls.filter((call) => call.name === 'operator/saveProductWaiver')).toEqual([]);

    await user.clear(text);
    await user.type(text, WORDS);
    await user.selectOptions(within(card).getByLabelText('Who accepts it'), 'lead');
    await user.click(within(card).getByRole('button', { name: 'Save the waiver' }));
    expect(await within(card).findByText(/Version 1, written .* by Eda Editor/)).toBeTruthy();
    expect(calls.find((call) => call.name === 'operator/saveProductWaiver')?.body).toEqual({
      id: 'p-1',
      waiver: { text: WORDS, askedOf: 'lead' },
    });
    expect(within(card).getByRole('button', { name: 'Save as a new version' })).toBeTruthy();
    expect(within(card).getByText('1 version written')).toBeTruthy();
  });

  it('shows an agent the waiver and its versions, read-only', async () => {
    const two = `${WORDS} Wear the vest.`;
    renderEditor('agent', {
      'operator/getProductWaiver': ok({
        productId: 'p-1',
        current: version(2, two),
        versions: [version(2, two), version(1, WORDS)],
      }),
    });
    const card = await screen.findByRole('region', { name: 'Waiver' });
    expect(
      await within(card).findByText('Your role reads the waiver; owners, managers and editors write it.'),
    ).toBeTruthy();
    const text = within(card).getByLabelText(
      'Waiver text (plain text; a blank line starts a new paragraph)',
    ) as HTMLTextAreaElement;
    expect(text.value).toBe(two);
    expect(text.closest('fieldset')?.disabled).toBe(true);
    expect(within(card).queryByRole('button', { name: /Save/ })).toBeNull();
    expect(within(card).getByText('2 versions written')).toBeTruthy();
    expect(within(card).getByText(WORDS)).toBeTruthy();
  });
});
