import type { TManifestData } from '@rihla/shared/schemas/operator-manifests';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { manifestDeparture } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi } from '../../../test/stub-api';
import { ManifestPage } from './manifest-page';

const MANIFEST: TManifestData = {
  departure: { ...manifestDeparture({ productId: 'p-1', date: '2026-12-01', start: '15:00' }), title: 'Desert safari' },
  bookings: [],
  guideChoices: [
    { id: 'g-1', name: 'Omar' },
    { id: 'g-2', name: 'Sara' },
  ],
  canAssignGuides: true,
};

function renderManifest(answers: Record<string, unknown>) {
  const calls = stubApi({ 'operator/getManifest': ok(MANIFEST), ...answers });
  renderWithApp(<ManifestPage />, {
    path: '/admin/check-in/:productId/:date/:start',
    initialEntries: ['/admin/check-in/p-1/2026-12-01/1500'],
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the manifest page’s guide', () => {
  it('assigns the chosen guide to the departure and asks for the manifest again', async () => {
    const calls = renderManifest({ 'operator/assignGuide': ok({ guides: [{ id: 'g-2', name: 'Sara' }] }) });
    await userEvent.selectOptions(await screen.findByLabelText('Guide'), 'g-2');
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'operator/assignGuide')?.body).toEqual({
        productId: 'p-1',
        date: '2026-12-01',
        start: '15:00',
        guideIds: ['g-2'],
      }),
    );
    await waitFor(() => expect(calls.filter((call) => call.name === 'operator/getManifest')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal under the guide', async () => {
    renderManifest({ 'operator/assignGuide': fail('At most 10 guides work one departure') });
    await userEvent.selectOptions(await screen.findByLabelText('Guide'), 'g-1');
    expect((await screen.findByRole('alert')).textContent).toBe('At most 10 guides work one departure');
  });
});
