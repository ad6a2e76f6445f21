import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../lib/i18n';
import { toast } from '../lib/toast';
import arabic from '../locales/ar.json';
import Toaster from './toaster';

afterEach(() => setLocale('en'));

describe('Toaster', () => {
  it('shows a message once however many times one event raises it, and another message beside it', async () => {
    const { container } = render(<Toaster />);
    await act(async () => {
      toast.error('Only 2 seats are left');
      toast.error('Only 2 seats are left');
      toast.success('Put back in your cart');
    });
    expect(await screen.findAllByText('Put back in your cart')).toHaveLength(1);
    expect(screen.getAllByText('Only 2 seats are left')).toHaveLength(1);
    // Below the header at the top centre (decision 030), not over the account controls at the top right.
    expect(container.querySelector('.Toastify__toast-container--top-center.app-toasts')).not.toBeNull();
  });

  it("names the region, the close button and the timer in the page's language", async () => {
    // The storefront's own Arabic catalogue: each of these three is a plain text in it.
    const catalogue = arabic as Record<string, string>;
    setLocale('ar', (english) => catalogue[english]);
    render(<Toaster />);
    await act(async () => {
      toast.success('Put back in your cart');
    });
    await screen.findByText('Put back in your cart');
    expect(screen.getByRole('region', { name: catalogue.Notifications })).toBeTruthy();
    expect(screen.getByRole('button', { name: catalogue.Close })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe(catalogue['Time left']),
    );
  });
});
