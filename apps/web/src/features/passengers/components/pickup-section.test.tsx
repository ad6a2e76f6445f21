import type { TOrderPickupsData, TPickupLine } from '@rihla/shared/schemas/pickups';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { PickupSection } from './pickup-section';

const POINTS = [
  { id: 'p-hilton', name: 'Hilton Dubai Jumeirah', area: 'Dubai Marina', address: 'The Walk, JBR' },
  { id: 'p-atlantis', name: 'Atlantis The Palm', area: 'Palm Jumeirah', address: 'Crescent Road' },
  { id: 'p-hyatt', name: 'Hyatt Regency Dubai', area: 'Deira', address: 'Al Khaleej Road' },
].map((point, index) => ({
  ...point,
  latitude: null,
  longitude: null,
  minutesBefore: index === 2 ? 75 : 60,
  date: '2026-12-05',
  time: index === 2 ? '13:45' : '14:00',
}));

function line(overrides: Partial<TPickupLine> = {}): TPickupLine {
  return {
    line: 0,
    productId: 'evening-desert-safari-bbq-dinner',
    title: 'Evening Desert Safari',
    date: '2026-12-05',
    start: '15:00',
    points: POINTS,
    chosen: null,
    deadline: '2026-12-05T11:00:00.000Z',
    isOpen: true,
    ...overrides,
  };
}

const data = (lines: TPickupLine[]): TOrderPickupsData => ({ reference: 'RH-PICKUP01', lines });

afterEach(() => vi.unstubAllGlobals());

describe('PickupSection', () => {
  it('asks nothing of a visitor who is not logged in (the details section asks them to log in)', async () => {
    const calls = stubApi({ 'users/viewPickups': ok(data([])) });
    renderWithApp(<PickupSection reference="RH-PICKUP01" />, { loggedIn: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.filter((call) => call.name === 'users/viewPickups')).toEqual([]);
  });

  it('shows nothing for an order whose trips collect no one', async () => {
    const calls = stubApi({ 'users/viewPickups': ok(data([])) });
    const { container } = renderWithApp(<PickupSection reference="RH-PICKUP01" />, { loggedIn: true });
    await waitFor(() => expect(calls.some((call) => call.name === 'users/viewPickups')).toBe(true));
    // The answer is in once the call was made and a few ticks have passed.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container.querySelector('[aria-labelledby="pickup-heading"]')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Hotel pick-up' })).toBeNull();
  });

  it('searches the points by name or area, and chooses one: the answer shows where and when', async () => {
    const chosen = {
      pointId: 'p-hyatt',
      name: 'Hyatt Regency Dubai',
      area: 'Deira',
      address: 'Al Khaleej Road',
      date: '2026-12-05',
      time: '13:45',
      at: '2026-12-05T09:45:00.000Z',
      text: 'Pick-up 13:45 at Hyatt Regency Dubai, Deira',
    };
    const calls = stubApi({
      'users/viewPickups': ok(data([line()])),
      'users/choosePickup': ok(data([line({ chosen })]), 'Pick-up 13:45 at Hyatt Regency Dubai, Deira: saved'),
    });
    renderWithApp(<PickupSection reference="RH-PICKUP01" />, { loggedIn: true });
    const card = await screen.findByRole('article', { name: 'Pick-up for Evening Desert Safari' });
    expect(within(card).getByText('Choose where we collect you.')).toBeTruthy();
    expect(within(card).getAllByRole('button')).toHaveLength(3);

    await userEvent.type(within(card).getByLabelText('Search hotels and areas'), 'deira');
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Pick-up 13:45 at Hyatt Regency Dubai, Deira']);
    await userEvent.clear(within(card).getByLabelText('Search hotels and areas'));
    await userEvent.type(within(card).getByLabelText('Search hotels and areas'), 'no such hotel');
    expect(within(card).getByText('No pick-up point matches this search.')).toBeTruthy();
    await userEvent.clear(within(card).getByLabelText('Search hotels and areas'));
    await userEvent.type(within(card).getByLabelText('Search hotels and areas'), 'hyatt');

    await userEvent.click(within(card).getByRole('button', { name: 'Pick-up 13:45 at Hyatt Regency Dubai, Deira' }));
    expect(calls.find((call) => call.name === 'users/choosePickup')?.body).toEqual({
      reference: 'RH-PICKUP01',
      line: 0,
      pointId: 'p-hyatt',
    });
    expect(await screen.findByText('Pick-up 13:45 at Hyatt Regency Dubai, Deira: saved')).toBeTruthy();
    const shown = within(card).getByTestId('chosen-pickup');
    expect(shown.textContent).toContain('Pick-up 13:45 at Hyatt Regency Dubai, Deira');
    expect(
      within(card)
        .getByRole('button', { name: 'Pick-up 13:45 at Hyatt Regency Dubai, Deira' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('shows a refusal (past the deadline) as the server words it, and after the deadline offers no choice', async () => {
    stubApi({
      'users/viewPickups': [ok(data([line()])), ok(data([line({ isOpen: false })]))],
      'users/choosePickup': fail('The pick-up for Evening Desert Safari could be chosen until …', {
        code: 'pickup.past_deadline',
        field: 'line',
      }),
    });
    renderWithApp(<PickupSection reference="RH-PICKUP01" />, { loggedIn: true });
    const card = await screen.findByRole('article', { name: 'Pick-up for Evening Desert Safari' });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Pick-up 14:00 at Atlantis The Palm, Palm Jumeirah' }),
    );
    expect(await screen.findByText('The pick-up for Evening Desert Safari could be chosen until …')).toBeTruthy();
  });

  it('after the deadline says until when it could be chosen, and lists no point', async () => {
    stubApi({ 'users/viewPickups': ok(data([line({ isOpen: false })])) });
    renderWithApp(<PickupSection reference="RH-PICKUP01" />, { loggedIn: true });
    const card = await screen.findByRole('article', { name: 'Pick-up for Evening Desert Safari' });
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    expect(within(card).getByText(/could be chosen until Sat 5 Dec, 15:00 \(Dubai time\)/)).toBeTruthy();
  });
});
