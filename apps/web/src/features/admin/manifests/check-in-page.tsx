import type { TCheckInData } from '@rihla/shared/schemas/operator-manifests';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { t } from '../../../lib/i18n';
import { ScreenHeading } from '../components/admin-ui';
import { departureOfParams, departurePath, useCheckIn, useManifest } from './manifest-calls';

const RESULT_STYLES: Record<TCheckInData['result'], string> = {
  valid: 'border-green-700 bg-green-50 text-green-800',
  alreadyCheckedIn: 'border-amber-500 bg-amber-50 text-amber-800',
  refused: 'border-danger bg-red-50 text-danger',
};

/** /admin/check-in/:productId/:date/:start/scan: phone-sized; type a voucher's reference, read the answer. */
export function CheckInPage() {
  const key = departureOfParams(useParams());
  const manifest = useManifest(key);
  const checkIn = useCheckIn();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const answer = checkIn.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    checkIn.mutate({ ...key, code: code.trim() }, { onSettled: () => input.current?.select() });
  };
  const departure = manifest.data?.departure;
  return (
    <div className="mx-auto max-w-md">
      <ScreenHeading
        title={t('Check in')}
        lead={
          departure
            ? t('{title}, {date} at {start} · {checked} of {bookings} checked in', {
                title: departure.title,
                date: departure.date,
                start: departure.start,
                checked: departure.checkedIn,
                bookings: departure.bookings,
              })
            : undefined
        }
      />
      <form onSubmit={submit} className="space-y-3">
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
        <button type="submit" className="btn-primary w-full py-4 text-lg" disabled={checkIn.isPending}>
          {t('Check in')}
        </button>
      </form>
      <div aria-live="assertive" className="mt-6">
        {answer &&
          (answer.status === 1 ? (
            <div
              className={`rounded-2xl border-4 p-6 ${RESULT_STYLES[answer.data.result]}`}
              data-result={answer.data.result}
            >
              <p className="text-3xl font-bold leading-tight">{answer.data.headline}</p>
              {answer.data.booking && (
                <p className="mt-3 text-lg text-ink">
                  {answer.data.booking.reference} · {answer.data.booking.leadName} ·{' '}
                  {answer.data.booking.tickets.map((ticket) => `${ticket.count} ${ticket.label}`).join(', ')}
                </p>
              )}
            </div>
          ) : (
            <p role="alert" className="rounded-2xl border-4 border-danger p-6 text-2xl font-bold text-danger">
              {answer.message}
            </p>
          ))}
      </div>
      <Link to={departurePath(key)} className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t('Back to the manifest')}
      </Link>
    </div>
  );
}
