import { WAIVER_MESSAGES } from '@rihla/shared/messages/waivers';
import type { TBookingWaiversData, TWaiverLine } from '@rihla/shared/schemas/waivers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { WaiverSection } from './waiver-section';

const TEXT = 'Snorkelling has risks.\n\nI can swim and will follow the guides.';

function line(overrides: Partial<TWaiverLine> = {}): TWaiverLine {
  return {
    line: 0,
    productId: 'telegraph-island-snorkelling-khasab',
    title: 'Telegraph Island Snorkelling Trip',
    date: '2026-12-12',
    start: '08:30',
    passengerCount: 2,
    waiver: { version: 2, text: TEXT, askedOf: 'passenger', createdAt: '2026-11-28T10:00:00.000Z' },
    signers: [
      { number: 1, accepted: null, isNeeded: true },
      { number: 2, accepted: null, isNeeded: true },
    ],
    departure: '2026-12-12T04:30:00.000Z',
    isOpen: true,
    isComplete: false,
    ...overrides,
  };
}

function waivers(lines: TWaiverLine[]): TBookingWaiversData {
  return { reference: 'RH-WAIVER01', lines };
}

function renderSection(loggedIn = true) {
  return renderWithApp(<WaiverSection reference="RH-WAIVER01" />, { path: '/travellers/RH-WAIVER01', loggedIn });
}

afterEach(() => vi.unstubAllGlobals());

describe('the travellers page’s waiver section', () => {
  it('asks nothing of a visitor who is not logged in (the details section asks them to log in)', async () => {
    const calls = stubApi({ 'users/viewWaivers': ok(waivers([line()])) });
    renderSection(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.filter((call) => call.name === 'users/viewWaivers')).toEqual([]);
  });

  it('shows the waiver’s paragraphs and version, and accepts it for a passenger by typed name and the ticked box', async () => {
    const accepted = line({
      signers: [
        {
          number: 1,
          accepted: { version: 2, name: 'Layla Shopper', acceptedAt: '2026-11-28T10:05:00.000Z', address: '127.0.0.1' },
          isNeeded: false,
        },
        { number: 2, accepted: null, isNeeded: true },
      ],
    });
    const calls = stubApi({
      'users/viewWaivers': ok(waivers([line()])),
      'users/acceptWaiver': ok(waivers([accepted]), WAIVER_MESSAGES.accepted),
    });
    renderSection();
    const text = await screen.findByRole('region', { name: 'The waiver of Telegraph Island Snorkelling Trip' });
    expect(within(text).getByText('Snorkelling has risks.')).toBeTruthy();
    expect(within(text).getByText('I can swim and will follow the guides.')).toBeTruthy();
    expect(screen.getByText(/Version 2/)).toBeTruthy();
    // Today's date is shown beside each passenger's acceptance.
    expect(screen.getAllByText(/^Date: \w{3}, \d{1,2} \w{3} \d{4}$/)).toHaveLength(2);

    const user = userEvent.setup();
    const first = screen.getByRole('form', { name: 'Accept the waiver for Passenger 1' });
    // Neither a name nor the ticked box: both are asked for, and nothing is sent.
    await user.click(within(first).getByRole('button', { name: 'Accept for Passenger 1' }));
    expect(await within(first).findByText(WAIVER_MESSAGES.nameRequired)).toBeTruthy();
    expect(within(first).getByText(WAIVER_MESSAGES.notTicked)).toBeTruthy();
    expect(calls.filter((call) => call.name === 'users/acceptWaiver')).toEqual([]);

    await user.type(within(first).getByLabelText('Full name of Passenger 1'), 'Layla Shopper');
    await user.click(within(first).getByLabelText('I have read and accept'));
    await user.click(within(first).getByRole('button', { name: 'Accept for Passenger 1' }));
    expect(await screen.findByText(/accepted by \u2068Layla Shopper\u2069 on/)).toBeTruthy();
    expect(calls.find((call) => call.name === 'users/acceptWaiver')?.body).toEqual({
      reference: 'RH-WAIVER01',
      line: 0,
      version: 2,
      isAccepted: true,
      passengers: [{ number: 1, name: 'Layla Shopper' }],
    });
    expect(screen.queryByRole('form', { name: 'Accept the waiver for Passenger 1' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Accept the waiver for Passenger 2' })).toBeTruthy();
  });

  it('shows the server’s refusal beside the name it names', async () => {
    stubApi({
      'users/viewWaivers': ok(waivers([line()])),
      'users/acceptWaiver': fail(WAIVER_MESSAGES.badName, { code: 'waiver.invalid', field: 'passengers.0.name' }),
    });
    renderSection();
    const form = await screen.findByRole('form', { name: 'Accept the waiver for Passenger 2' });
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Full name of Passenger 2'), 'Omar');
    await user.click(within(form).getByLabelText('I have read and accept'));
    await user.click(within(form).getByRole('button', { name: 'Accept for Passenger 2' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Full name of Passenger 2').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(form).getByText(WAIVER_MESSAGES.badName)).toBeTruthy();
  });

  it('asks the lead only, says an older version was accepted, and is read-only once the trip has left', async () => {
    stubApi({
      'users/viewWaivers': ok(
        waivers([
          line({
            waiver: { version: 3, text: TEXT, askedOf: 'lead', createdAt: '2026-11-28T10:00:00.000Z' },
            signers: [
              {
                number: 1,
                accepted: { version: 2, name: 'Layla', acceptedAt: '2026-11-20T10:05:00.000Z', address: '127.0.0.1' },
                isNeeded: true,
              },
            ],
          }),
          line({ line: 1, title: 'Past trip', isOpen: false }),
          line({ line: 2, title: 'Desert safari', waiver: null, signers: [], isComplete: true }),
        ]),
      ),
    });
    renderSection();
    expect(await screen.findByText('The lead passenger reads and accepts this waiver for the booking.')).toBeTruthy();
    expect(screen.getByText(/Accepted version 2 on .*please read it and accept again/)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Accept the waiver for Lead passenger' })).toBeTruthy();
    const past = screen.getByRole('article', { name: 'Waiver: Past trip' });
    expect(within(past).getByText('The trip has left: its waiver can no longer be accepted.')).toBeTruthy();
    expect(within(past).queryByRole('form')).toBeNull();
    expect(within(past).getAllByText('Not accepted')).toHaveLength(2);
    expect(screen.queryByText(/Desert safari/)).toBeNull();
  });

  it('shows nothing for an order whose trips ask no waiver', async () => {
    const calls = stubApi({
      'users/viewWaivers': ok(waivers([line({ waiver: null, signers: [], isComplete: true })])),
    });
    const { container } = renderSection();
    await waitFor(() => expect(calls.map((call) => call.name)).toContain('users/viewWaivers'));
    await waitFor(() => expect(container.querySelector('section[aria-labelledby]')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Waivers' })).toBeNull();
  });
});
