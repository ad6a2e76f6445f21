import { t } from '../../../lib/i18n';
import { formatDubaiDateTime } from './admin-ui';

/** One posting as a ledger screen lists it: what it was, when, its order, a note and its signed amount. */
export interface TListedEntry {
  id: string;
  label: string;
  createdAt: string;
  orderReference: string | null;
  note: string;
  /** The amount with its sign, as it reads ("+AED 25.00", "−925 points"). */
  amountText: string;
  isNegative: boolean;
}

/** The entries of a shopper's ledger or a gift card, newest first (decisions 048, 049). */
export function EntryList({ entries }: { entries: TListedEntry[] }) {
  return (
    <ol className="divide-y divide-line" aria-label={t('Entries, newest first')}>
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 py-3">
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">{entry.label}</p>
            <p className="text-xs text-muted">
              {formatDubaiDateTime(entry.createdAt)}
              {entry.orderReference && ` · ${t('Order {reference}', { reference: entry.orderReference })}`}
            </p>
            {entry.note && <p className="mt-1 text-sm break-words whitespace-pre-wrap">{entry.note}</p>}
          </div>
          <p
            className={`text-sm font-semibold whitespace-nowrap ${entry.isNegative ? 'text-danger' : 'text-brand-700'}`}
          >
            {entry.amountText}
          </p>
        </li>
      ))}
    </ol>
  );
}
