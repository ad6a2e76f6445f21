import type { TPickupPoint } from '@rihla/shared/schemas/pickups';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ok, stubApi } from '../../../test/stub-api';
import { PickupPointsPage } from './pickup-points-page';

const point = (overrides: Partial<TPickupPoint>): TPickupPoint => ({
  id: 'p-1',
  name: 'Hilton Dubai Jumeirah',
  area: 'Dubai Marina',
  address: 'The Walk, JBR',
  latitude: 25.0781,
  longitude: 55.1338,
  isActive: true,
  ar: { name: '', area: '' },
  ...overrides,
});

const POINTS = [
  point({ id: 'p-2', name: 'Hyatt Regency Dubai', area: 'Deira', latitude: null, longitude: null }),
  point({ id: 'p-1' }),
  point({ id: 'p-3', name: 'Old Meeting Point', area: 'Dubai Marina', isActive: false }),
];

afterEach(() => vi.unstubAllGlobals());

describe('PickupPointsPage', () => {
  it('lists the points by area, retired ones marked; a role that cannot write sees no button', async () => {
    stubApi({ 'operator/listPickupPoints': ok({ points: POINTS }) });
    renderWithApp(<PickupPointsPage canWrite={false} />);
    const marina = await screen.findByRole('region', { name: 'Dubai Marina' });
    expect(within(marina).getByText('Hilton Dubai Jumeirah')).toBeTruthy();
    const hilton = within(marina).getByRole('listitem', { name: 'Hilton Dubai Jumeirah' });
    expect(within(hilton).getByText(/The Walk, JBR \(25.0781, 55.1338\)/)).toBeTruthy();
    expect(
      within(within(marina).getByRole('listitem', { name: 'Old Meeting Point' })).getByText('Retired'),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Deira' })).getByText('Hyatt Regency Dubai')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('adds a point through the shared schema: half a map position is refused beside the field before any call', async () => {
    const calls = stubApi({
      'operator/listPickupPoints': ok({ points: POINTS }),
      'operator/createPickupPoint': ok(point({ id: 'p-9', name: 'Atlantis The Palm' }), 'Pick-up point added'),
    });
    renderWithApp(<PickupPointsPage canWrite />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a pick-up point' }));
    await userEvent.type(screen.getByLabelText('Name (hotel or meeting place)'), 'Atlantis The Palm');
    await userEvent.type(screen.getByLabelText('Area'), 'Palm Jumeirah');
    await userEvent.type(screen.getByLabelText('Map address'), 'Crescent Road');
    await userEvent.type(screen.getByLabelText('Latitude (optional)'), '25.13');
    await userEvent.click(screen.getByRole('button', { name: 'Add the point' }));
    expect(await screen.findByText('Give both latitude and longitude, or neither')).toBeTruthy();
    expect(calls.some((call) => call.name === 'operator/createPickupPoint')).toBe(false);

    await userEvent.type(screen.getByLabelText('Longitude (optional)'), '55.117');
    await userEvent.click(screen.getByRole('button', { name: 'Add the point' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'operator/createPickupPoint')?.body).toEqual({
        name: 'Atlantis The Palm',
        area: 'Palm Jumeirah',
        address: 'Crescent Road',
        latitude: 25.13,
        longitude: 55.117,
        ar: { name: '', area: '' },
      }),
    );
    expect(await screen.findByText('Pick-up point added')).toBeTruthy();
  });

  it('edits a point’s Arabic name and area beside the English, each marked while missing (decision 117)', async () => {
    const calls = stubApi({
      'operator/listPickupPoints': ok({
        points: [point({ id: 'p-1', ar: { name: '', area: 'دبي مارينا' } })],
      }),
      'operator/updatePickupPoint': (body: TPickupPoint) => ok(body, 'Pick-up point saved'),
    });
    renderWithApp(<PickupPointsPage canWrite />);
    const hilton = await screen.findByRole('listitem', { name: 'Hilton Dubai Jumeirah' });
    expect(within(hilton).getByText('Missing in Arabic')).toBeTruthy();
    await userEvent.click(within(hilton).getByRole('button', { name: 'Edit' }));
    const nameAr = screen.getByLabelText('Name (hotel or meeting place) (Arabic)');
    expect(nameAr.getAttribute('dir')).toBe('rtl');
    expect(nameAr.getAttribute('lang')).toBe('ar');
    expect((screen.getByLabelText('Area (Arabic)') as HTMLInputElement).value).toBe('دبي مارينا');
    expect(screen.getAllByText('Missing in Arabic')).toHaveLength(2);
    await userEvent.type(nameAr, 'هيلتون دبي جميرا');
    expect(screen.getAllByText('Missing in Arabic')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save the point' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'operator/updatePickupPoint')?.body).toEqual({
        id: 'p-1',
        name: 'Hilton Dubai Jumeirah',
        area: 'Dubai Marina',
        address: 'The Walk, JBR',
        latitude: 25.0781,
        longitude: 55.1338,
        ar: { name: 'هيلتون دبي جميرا', area: 'دبي مارينا' },
        isActive: true,
      }),
    );
  });

  it('retires a point and brings a retired one back', async () => {
    const calls = stubApi({
      'operator/listPickupPoints': ok({ points: POINTS }),
      'operator/updatePickupPoint': (body: TPickupPoint) => ok(body, 'Pick-up point saved'),
    });
    renderWithApp(<PickupPointsPage canWrite />);
    const hilton = await screen.findByRole('listitem', { name: 'Hilton Dubai Jumeirah' });
    await userEvent.click(within(hilton).getByRole('button', { name: 'Retire' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'operator/updatePickupPoint')?.body).toEqual({
        id: 'p-1',
        name: 'Hilton Dubai Jumeirah',
        area: 'Dubai Marina',
        address: 'The Walk, JBR',
        latitude: 25.0781,
        longitude: 55.1338,
        ar: { name: '', area: '' },
        isActive: false,
      }),
    );
    const old = screen.getByRole('listitem', { name: 'Old Meeting Point' });
    await userEvent.click(within(old).getByRole('button', { name: 'Bring back' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.name === 'operator/updatePickupPoint').at(-1)?.body).toMatchObject({
        id: 'p-3',
        isActive: true,
      }),
    );
  });
});
