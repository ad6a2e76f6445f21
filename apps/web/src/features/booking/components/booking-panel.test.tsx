import { todayInDubai } from '@rihla/shared/rules/time';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { BookingPanel, productTimeRange, type TBookableProduct } from './booking-panel';
import { dayCardParts } from './date-strip-days';

const PRODUCT: TBookableProduct = {
  module: 'inBound',
  planId: 'evening-desert-safari',
  price: 165,
  tour_type: 'Group',
  start: '15:00',
  end: '21:30',
};

function renderPanel(product: TBookableProduct = PRODUCT) {
  const router = createMemoryRouter(
    [
      { path: '/detail/:type/:id', element: <BookingPanel product={product} /> },
      { path: '/cartcount/:type/:id', element: <p>Ticket page</p> },
    ],
    { initialEntries: [`/detail/${product.module}/${product.planId}`] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <ToastContainer />
    </>,
  );
  return router;
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
