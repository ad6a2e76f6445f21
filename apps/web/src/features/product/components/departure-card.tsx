import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import { Flag, MapPin } from 'lucide-react';
import { t } from '../../../lib/i18n';
import { safe12Hour } from './time-text';

/** Where and when the trip starts and ends (SPEC section 2), with times in 12-hour form. */
export function DepartureCard({ product }: { product: TProductDetail }) {
  const rows = [
    {
      icon: <MapPin size={18} aria-hidden="true" />,
      title: t('Departure'),
      place: product.location,
      time: safe12Hour(product.start),
    },
    {
      icon: <Flag size={18} aria-hidden="true" />,
      title: t('Return'),
      place: product.return_location,
      time: safe12Hour(product.return_time),
    },
  ].filter((row) => row.place || row.time);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="departure-title" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="departure-title" className="mb-3 text-base font-bold text-ink">
        {t('Departure and return')}
      </h2>
      <ol className="relative space-y-4 before:absolute before:start-[17px] before:top-9 before:bottom-9 before:w-px before:bg-line">
        {rows.map((row) => (
          <li key={row.title} className="relative flex gap-3">
            <span className="z-10 grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              {row.icon}
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-ink">
                {row.title}
                {row.time && <span className="font-normal text-muted"> · {row.time}</span>}
              </p>
              {row.place && <p className="text-muted">{row.place}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
