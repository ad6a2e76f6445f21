import type { TCheckInData } from '@rihla/shared/schemas/operator-manifests';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { t } from '../../../lib/i18n';
import { useOperatorMe } from '../api/operator-calls';
import { ScreenHeading } from '../components/admin-ui';
import { CameraScanner } from './camera-scanner';
import { departureOfParams, departurePath, useManifest } from './manifest-calls';
import { passengerName } from './passenger-list';
import { type TShownScan, useOfflineCheckIn } from './use-offline-check-in';

const RESULT_STYLES: Record<TCheckInData['result'], string> = {
  valid: 'border-green-700 bg-green-50 text-green-800',
  alreadyCheckedIn: 'border-amber-500 bg-amber-50 text-amber-800',
  refused: 'border-danger bg-red-50 text-danger',
};

/** The answer to the latest scan, in large type; the device's own answer says it waits for the server. */
function ScanAnswer({ scan }: { scan: TShownScan }) {
  if (!scan.answer || (scan.error && scan.state === 'server')) {
    return (
      <p role="alert" className="rounded-2xl border-4 border-danger p-6 text-2xl font-bold text-danger">
        {scan.error}
      </p>
    );
  }
  const { answer } = scan;
  return (
    <div className={`rounded-2xl border-4 p-6 ${RESULT_STYLES[answer.result]}`} data-result={answer.result}>
      <p className="text-3xl font-bold leading-tight">{answer.headline}</p>
      {answer.booking && (
        <p className="mt-3 text-lg text-ink">
          {answer.booking.reference} · {answer.booking.leadName} ·{' '}
          {answer.booking.tickets.map((ticket) => `${ticket.count} ${ticket.label}`).join(', ')} ·{' '}
          {t('{checked} of {tickets} checked in', {
            checked: answer.booking.checkedInTickets,
            tickets: answer.booking.ticketCount,
          })}
        </p>
      )}
      {(answer.booking?.passengers ?? []).length > 0 && (
        <ul className="mt-3 space-y-1 text-lg text-ink" aria-label={t('Passengers')}>
          {answer.booking?.passengers.map((passenger) => (
            <li key={`${passenger.line}:${passenger.number}`} className="break-words">
              {passenger.checkedIn ? '✓' : '○'} {passengerName(passenger)}
              {passenger.nationality && ` · ${passenger.nationality}`}
              {passenger.missing.length > 0 && ` · ${t('details missing')}`}
            </li>
          ))}
        </ul>
      )}
      {scan.state === 'waiting' && (
        <p className="mt-3 text-base text-ink">{t('Checked on this device; sent when the connection returns.')}</p>
      )}
      {scan.state === 'synced' && (
        <p className="mt-3 text-base text-ink">
          {scan.error ??
            (answer.result === 'alreadyCheckedIn'
              ? t('Synced: an earlier scan was first; this one is kept as a repeat.')
              : t("Synced: the server's answer."))}
        </p>
      )}
    </div>
  );
}

const STATE_LABELS: Record<TShownScan['state'], string> = {
  server: '',
  waiting: 'waiting',
  synced: 'synced',
};

/**
 * /admin/check-in/:productId/:date/:start/scan: phone-sized; scan a voucher's QR code with the camera or type its
 * reference, and read the answer. Works without a connection from the manifests kept on the device (decision 041).
 */
export function CheckInPage() {
  const key = departureOfParams(useParams());
  const manifest = useManifest(key);
  const me = useOperatorMe();
  const checkIn = useOfflineCheckIn(key, me.data?.name ?? '');
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [latest, ...earlier] = checkIn.scans;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    void checkIn.scan(code.trim()).finally(() => input.current?.select());
  };
  // Offline, the device's count (with its own scans) is the newer one.
  const departure = (checkIn.isOnline ? manifest.data?.departure : checkIn.storedDeparture) ?? manifest.data?.departure;
  return (
    <div className="mx-auto max-w-md">
      <ScreenHeading
        title={t('Check in')}
        lead={
          departure
            ? t(
                '{title}, {date} at {start} · {checked} of {tickets, plural, one {# passenger} other {# passengers}} checked in',
                {
                  title: departure.title,
                  date: departure.date,
                  start: departure.start,
                  checked: departure.checkedInTickets,
                  tickets: departure.tickets,
                },
              )
            : undefined
        }
      />
      <div aria-live="polite" className="mb-4">
        {!checkIn.isOnline ? (
          <p
            className="rounded-xl border-2 border-amber-500 bg-amber-50 p-3 font-semibold text-amber-900"
            data-testid="offline-banner"
          >
            {checkIn.waiting === 1
              ? t('Offline — 1 scan waiting')
              : t('Offline — {count} scans waiting', { count: checkIn.waiting })}
            {!checkIn.storedDeparture && ` · ${t('This departure is not kept on this device: every code is unknown.')}`}
          </p>
        ) : checkIn.waiting > 0 ? (
          <p className="rounded-xl border-2 border-line bg-surface p-3 font-semibold text-ink">
            {checkIn.waiting === 1
              ? t('Back online — sending 1 scan')
              : t('Back online — sending {count} scans', { count: checkIn.waiting })}
          </p>
        ) : null}
      </div>
      <div aria-live="assertive" className="mb-6">
        {latest && <ScanAnswer key={`${latest.id} ${latest.state}`} scan={latest} />}
      </div>
      {checkIn.storedDeparture && (
        <p className="mb-4 text-sm text-muted">{t('Ready offline: this departure is kept on this device')}</p>
      )}
      <CameraScanner onCode={(scanned) => void checkIn.scan(scanned)} />
      <form onSubmit={submit} className="mt-6 space-y-3">
        <label htmlFor="check-in-code" className="field-label">
          {t('Voucher reference')}
        </label>
        <input
          ref={input}
          id="check-in-code"
          className="field-input text-2xl tracking-wider"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="RH-XXXXXXXX"
        />
        <button type="submit" className="btn-primary w-full py-4 text-lg" disabled={!checkIn.isReady}>
          {t('Check in')}
        </button>
      </form>
      {earlier.length > 0 && (
        <section className="mt-6">
          <h2 className="font-semibold text-ink">{t('Earlier scans')}</h2>
          <ul className="mt-2 divide-y divide-line text-sm">
            {earlier.map((scan) => (
              <li key={scan.id} className="py-2">
                <span className="font-semibold">{scan.answer?.booking?.reference ?? scan.code}</span>:{' '}
                {scan.error ?? scan.answer?.headline}
                {STATE_LABELS[scan.state] && ` (${t(STATE_LABELS[scan.state])})`}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Link to={departurePath(key)} className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t('Back to the manifest')}
      </Link>
    </div>
  );
}
