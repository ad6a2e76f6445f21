import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../lib/toast';
import Toaster from './toaster';

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
});
