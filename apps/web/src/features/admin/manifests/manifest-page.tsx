import type { TDepartureKey, TGuideRef } from '@rihla/shared/schemas/operator-manifests';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminSelect, ScreenHeading, ScrollingTable, TableHead } from '../components/admin-ui';
import { DepartureActions } from '../departures/departure-actions';
import { departureOfParams, departurePath, downloadManifest, MANIFEST_CALLS, useManifest } from './manifest-calls';

function GuidePicker({
  departure,
  assigned,
  choices,
}: {
  departure: TDepartureKey;
  assigned: TGuideRef[];
  choices: TGuideRef[];
}) {
  const write = useDeskWrite();
  const current = assigned[0]?.id ?? '';
  return (
    <div className="max-w-xs">
      <AdminSelect
        id="manifest-guide"
        label={t('Guide')}
        value={current}
        onChange={(id) =>
          void write.send(
            () =>
              operatorCall('operator/assignGuide', {
                productId: departure.productId,
                date: departure.date,
                start: departure.start,
                guideIds: id ? [id] : [],
              }),
            { changes: MANIFEST_CALLS },
          )
        }
        options={[['', t('No guide')] as const, ...choices.map((guide) => [guide.id, guide.name] as const)]}
      />
      {write.error && (
        <p role="alert" className="field-error">
          {write.error}
        </p>
      )}
    </div>
  );
}

/** /admin/check-in/:productId/:date/:start: the departure's passenger list, its downloads and its guide. */
export function ManifestPage() {
  const key = departureOfParams(useParams());
  const manifest = useManifest(key);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = (format: 'csv' | 'pdf') => {
    setDownloadError(null);
    downloadManifest(format, key).catch((error: Error) => setDownloadError(error.message));
  };
  if (manifest.isPending) return <Spinner />;
  if (manifest.isError) {
    return (
      <>
        <ScreenHeading title={t('Manifest')} />
        <p role="alert" className="text-danger">
          {manifest.error.message}
        </p>
        <Link to="/admin/check-in" className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t('All departures')}
        </Link>
      </>
    );
  }
  const { departure, bookings, canAssignGuides, guideChoices } = manifest.data;
  return (
    <>
      <ScreenHeading
        title={t('Manifest: {title}', { title: departure.title })}
        lead={t('{date} at {start} · {booked} of {capacity} seats · {checked} of {bookings} bookings checked in', {
          date: departure.date,
          start: departure.start,
          booked: departure.bookedSeats,
          capacity: departure.capacity,
          checked: departure.checkedIn,
          bookings: departure.bookings,
        })}
      />
      <div className="space-y-6">
        <div className="flex flex-wrap items-end gap-3">
          <Link className="btn-primary" to={`${departurePath(departure)}/scan`}>
            {t('Check in passengers')}
          </Link>
          <button type="button" className="btn-secondary" onClick={() => download('pdf')}>
            {t('Download PDF')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => download('csv')}>
            {t('Download CSV')}
          </button>
          <DepartureActions departure={key} />
          {canAssignGuides ? (
            <GuidePicker departure={key} assigned={departure.guides} choices={guideChoices} />
          ) : (
            departure.guides.length > 0 && (
              <p className="text-sm text-muted">
                {t('Guides: {names}', { names: departure.guides.map((guide) => guide.name).join(', ') })}
              </p>
            )
          )}
        </div>
        {downloadError && (
          <p role="alert" className="text-danger">
            {downloadError}
          </p>
        )}
        <AdminCard title={t('Passengers')}>
          {bookings.length === 0 ? (
            <p className="text-sm text-muted">{t('No paid bookings for this departure.')}</p>
          ) : (
            <ScrollingTable label={t('Passengers')}>
              <TableHead
                columns={[t('Reference'), t('Check-in'), t('Lead name'), t('Phone'), t('Tickets'), t('Notes')]}
              />
              <tbody>
                {bookings.map((booking) => (
                  <tr key={booking.orderId} className="border-b border-line last:border-0">
                    <td className="whitespace-nowrap py-3 pe-4 font-mono">{booking.reference}</td>
                    <td className="py-3 pe-4">
                      {booking.checkIn ? (
                        <span className="font-semibold text-brand-700">
                          {t('Checked in at {clock} by {name}', {
                            clock: booking.checkIn.clock,
                            name: booking.checkIn.by,
                          })}
                          {booking.checkIn.source === 'offline' && ` ${t('(offline scan)')}`}
                        </span>
                      ) : (
                        <span className="text-muted">{t('Not yet')}</span>
                      )}
                    </td>
                    <td className="py-3 pe-4">{booking.leadName}</td>
                    <td className="py-3 pe-4">
                      <a className="underline" href={`tel:${booking.phone}`}>
                        {booking.phone}
                      </a>
                    </td>
                    <td className="py-3 pe-4">
                      {booking.tickets.map((ticket) => `${ticket.count} ${ticket.label}`).join(', ')}
                    </td>
                    <td className="py-3 pe-4">{booking.notes}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollingTable>
          )}
        </AdminCard>
      </div>
    </>
  );
}
