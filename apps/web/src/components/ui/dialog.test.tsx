import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function OpenedByState() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button">Elsewhere</button>
      <button type="button" onClick={() => setIsOpen(true)}>
        Cancel booking
      </button>
      <Dialog open={isOpen} onOpenChange={setIsOpen} title="Cancel this booking?">
        <button type="button" onClick={() => setIsOpen(false)}>
          Keep it
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('gives the focus back to the control that opened it when closed with Escape', async () => {
    const user = userEvent.setup();
    render(<OpenedByState />);
    const opener = screen.getByRole('button', { name: 'Cancel booking' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await waitFor(() => expect(document.activeElement).not.toBe(opener));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives the focus back when closed by its own buttons (Close, or an answer)', async () => {
    const user = userEvent.setup();
    render(<OpenedByState />);
    const opener = screen.getByRole('button', { name: 'Cancel booking' });
    for (const name of ['Close', 'Keep it']) {
      await user.click(opener);
      const dialog = await screen.findByRole('dialog');
      await user.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(dialog.isConnected).toBe(false));
      await waitFor(() => expect(document.activeElement).toBe(opener));
    }
  });
});
