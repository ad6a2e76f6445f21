import { todayInDubai } from '@rihla/shared/rules/time';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EVENING_SAFARI } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { BookingPanel, productTimeRange, type TBookableProduct } from './booking-panel';
import { dayCardParts } from './date-strip-days';

const PRODUCT: TBookableProduct = EVENING_SAFARI;

function renderPanel(product: TBookableProduct = PRODUCT) {
  return renderWithApp(<BookingPanel product={product} />, {
    path: '/detail/:type/:id',
    initialEntries: [`/detail/${product.module}/${product.planId}`],
    stubs: { '/cartcount/:type/:id': 'Ticket page' },
  }).router;
}

describe('productTimeRange', () => {
  it('shows the product start and end in 12-hour form', () => {
    expect(productTimeRange('15:00', '21:30')).toBe('3:00 PM - 9:30 PM');
    expect(productTimeRange('00:15', '12:00')).toBe('12:15 AM - 12:00 PM');
  });

  it('shows a malformed time as written instead of failing', () => {
    expect(productTimeRange('7 pm', '21:30')).toBe('7 pm - 21:30');
  });
});

describe('BookingPanel', () => {
  it('shows the price per group and the single time range', () => {
    renderPanel();
    const panel = within(screen.getByRole('region', { name: 'Book this experience' }));
    expect(panel.getByText('AED 165.00')).toBeTruthy();
    expect(panel.getByText(/\/ Group/)).toBeTruthy();
    const select = screen.getByLabelText('Time') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.text)).toEqual(['3:00 PM - 9:30 PM']);
  });

  it('says per Person for individual tours', () => {
    renderPanel({ ...PRODUCT, tour_type: 'Individual' });
    const panel = within(screen.getByRole('region', { name: 'Book this experience' }));
    expect(panel.getByText(/\/ Person/)).toBeTruthy();
  });

  it('refuses Get Ticket without a date', async () => {
    const user = userEvent.setup();
    const router = renderPanel();
    await user.click(screen.getByRole('button', { name: /Get Ticket For\s*Select date/ }));
    expect(await screen.findByText('Please select date and time')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/detail/inBound/evening-desert-safari');
    expect(localStorage.getItem('formattedDate')).toBeNull();
  });

  it('saves the chosen date and time, then opens the ticket page', async () => {
    const user = userEvent.setup();
    const router = renderPanel();
    const today = todayInDubai();
    await user.click(screen.getByRole('button', { name: dayCardParts(today).long }));
    const getTicket = screen.getByRole('button', { name: /^Get Ticket For/ });
    expect(getTicket.textContent).toContain(dayCardParts(today).day);
    await user.click(getTicket);
    expect(localStorage.getItem('formattedDate')).toBe(today);
    expect(localStorage.getItem('formattedTime')).toBe('3:00 PM - 9:30 PM');
    expect(router.state.location.pathname).toBe('/cartcount/inBound/evening-desert-safari');
  });
});
