import { MODULE_DISPLAY_NAMES, type TModule } from '@rihla/shared/constants';
import {
  AUDIT_SUBJECT_NAMES,
  AUDIT_SUBJECTS,
  auditActionWords,
  auditFieldWords,
  auditObjectWords,
  isFilsField,
} from '@rihla/shared/rules/audit-words';
import { filsToAed } from '@rihla/shared/rules/money';
import type { TAuditEntry, TAuditLogRequest } from '@rihla/shared/schemas/operators';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAuditLog, useOperators } from '../api/operator-calls';
import { AdminCard, AdminInput, AdminSelect, formatDubaiDateTime, ScreenHeading } from './admin-ui';
import { DeskTable, type TDeskColumn } from './desk-table';

/** A single camelCase word: a code the API recorded. */
const CODE = /^[a-z]+(?:[A-Z][a-z]+)+$/;

/** A value longer than this shows its start, and the rest on demand. */
const LONG_VALUE = 80;

function changesOf(entry: TAuditEntry): Array<[field: string, before: unknown, after: unknown]> {
  const fields = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...fields].map((field) => [field, entry.before?.[field], entry.after?.[field]]);
}

/** A moment the API recorded (ISO, UTC). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/**
 * A recorded value for a person: amounts in AED, yes and no, a category by its name, a moment in Dubai time, codes
 * in words, text as it is; a list one item after another and a record as its fields in words (cancellation tiers,
 * tickets), never JSON.
 */
export function auditValueText(field: string, value: unknown, record: Record<string, unknown> | null): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'number' && isFilsField(field, record)) return formatPrice(filsToAed(value));
  if (typeof value === 'boolean') return value ? t('Yes') : t('No');
  if (typeof value === 'string') {
    if (value in MODULE_DISPLAY_NAMES) return t(MODULE_DISPLAY_NAMES[value as TModule]);
    if (TIMESTAMP.test(value)) return formatDubaiDateTime(value);
    // A recorded code (`perGroup`, `entryTicket`) reads as words; any other text as it is.
    return CODE.test(value) ? value.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : value;
  }
  if (Array.isArray(value)) return value.map((item) => auditValueText(field, item, record)).join('; ');
  if (typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    return Object.entries(fields)
      .map(([name, inner]) => `${t(auditFieldWords(name))}: ${auditValueText(name, inner, fields)}`)
      .join(', ');
  }
  return String(value);
}

/** A value, its start only when it is long, with a button to show the whole of it. */
function AuditValue({ text }: { text: string }) {
  const [isOpen, setIsOpen] = useState(false);
  if (text.length <= LONG_VALUE) return <span className="break-words">{text}</span>;
  return (
    <span className="break-words">
      {isOpen ? text : `${text.slice(0, LONG_VALUE)}…`}{' '}
      <button
        type="button"
        className="font-sans font-semibold text-brand-700 underline"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen ? t('Show less') : t('Show all')}
      </button>
    </span>
  );
}

function FieldChange({
  entry,
  field,
  before,
  after,
}: {
  entry: TAuditEntry;
  field: string;
  before: unknown;
  after: unknown;
}) {
  return (
    <li>
      <span className="font-semibold">{t(auditFieldWords(field))}</span>:{' '}
      {entry.before === null ? (
        <AuditValue text={auditValueText(field, after, entry.after)} />
      ) : (
        <>
          <AuditValue text={auditValueText(field, before, entry.before)} /> →{' '}
          <AuditValue text={auditValueText(field, after, entry.after)} />
        </>
      )}
    </li>
  );
}

/** Where the back office shows an object of a line, when it has a screen for it. */
function objectPath(entry: TAuditEntry): string | null {
  const id = encodeURIComponent(entry.objectId);
  if (entry.objectType === 'order') return `/admin/bookings/${id}`;
  if (entry.objectType === 'product') return `/admin/products/${id}`;
  if (entry.objectType === 'user' || entry.objectType === 'customer') return `/admin/shoppers/${id}/ledger`;
  return null;
}

/**
 * The object of a line as a person names it: "Order RH-4KD9", "Product Desert safari"; its id when it has no name;
 * the one of its kind (the shop's settings, recorded with the id `shop`) by its kind alone.
 */
function AuditObject({ entry }: { entry: TAuditEntry }) {
  const kind = t(auditObjectWords(entry.objectType));
  const name = entry.objectId === entry.objectType ? kind : `${kind} ${entry.objectLabel ?? entry.objectId}`;
  const path = objectPath(entry);
  return path ? (
    <Link to={path} className="text-brand-700 underline underline-offset-2">
      {name}
    </Link>
  ) : (
    <span className="break-all">{name}</span>
  );
}

/** What a line recorded, field by field: the value, or before → after for an edit. */
function FieldChanges({ entry }: { entry: TAuditEntry }) {
  return (
    <ul className="min-w-56 space-y-1 text-xs">
      {changesOf(entry).map(([field, before, after]) => (
        <FieldChange key={field} entry={entry} field={field} before={before} after={after} />
      ))}
    </ul>
  );
}

const whoOf = (entry: TAuditEntry) => (entry.operator ? entry.operator.name : t('Command line'));

/** On a phone, each line as a card: what was done first, then to what, when and by whom, then its details. */
function AuditCards({ entries }: { entries: readonly TAuditEntry[] }) {
  return (
    <ul className="divide-y divide-line md:hidden" aria-label={t('Changes')}>
      {entries.map((entry) => (
        <li key={entry.id} className="py-3">
          <p className="font-semibold text-ink">{t(auditActionWords(entry.action))}</p>
          <p className="text-sm text-muted">
            <AuditObject entry={entry} />
          </p>
          <p className="mt-1 mb-2 text-xs text-muted">{`${formatDubaiDateTime(entry.at)} · ${whoOf(entry)}`}</p>
          <FieldChanges entry={entry} />
        </li>
      ))}
    </ul>
  );
}

const AUDIT_COLUMNS: ReadonlyArray<TDeskColumn<TAuditEntry>> = [
  { header: 'When (Dubai)', cell: (entry) => formatDubaiDateTime(entry.at), className: 'py-3 pe-4 whitespace-nowrap' },
  { header: 'Who', cell: whoOf },
  {
    header: 'What',
    cell: (entry) => (
      <>
        <p className="font-semibold text-ink" data-testid="audit-action">
          {t(auditActionWords(entry.action))}
        </p>
        <p className="text-muted">
          <AuditObject entry={entry} />
        </p>
      </>
    ),
    className: 'min-w-48 py-3 pe-4',
  },
  { header: 'Details: before → after', cell: (entry) => <FieldChanges entry={entry} />, className: 'py-3' },
];

/** The audit log (owners and managers): who changed what and when, with each field before and after. */
export function AuditPage({ canListOperators }: { canListOperators: boolean }) {
  const [filter, setFilter] = useState<TAuditLogRequest>({ page: 0 });
  const log = useAuditLog(filter);
  const operators = useOperators({ isEnabled: canListOperators });
  const set = (change: Partial<TAuditLogRequest>) => setFilter((current) => ({ ...current, ...change, page: 0 }));
  const value = (text: string) => (text === '' ? undefined : text);
  const [reference, setReference] = useState('');
  const settledReference = useDebouncedValue(reference.trim(), 400);
  useEffect(() => {
    setFilter((current) =>
      (current.orderReference ?? '') === settledReference
        ? current
        : { ...current, orderReference: settledReference || undefined, page: 0 },
    );
  }, [settledReference]);

  return (
    <>
      <ScreenHeading
        title={t('Audit log')}
        lead={t('Every change made in the back office, sign-ins, and downloads of customers’ data, newest first.')}
      />
      <AdminCard title={t('Filter')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {canListOperators && (
            <AdminSelect
              id="audit-operator"
              label={t('Operator')}
              value={filter.operatorId ?? ''}
              onChange={(text) => set({ operatorId: value(text) })}
              options={[['', t('Everyone')], ...(operators.data ?? []).map((row) => [row.id, row.name] as const)]}
            />
          )}
          <AdminSelect
            id="audit-subject"
            label={t('Show')}
            value={filter.subject ?? ''}
            onChange={(text) => set({ subject: AUDIT_SUBJECT_NAMES.find((name) => name === text) })}
            options={[
              ['', t('Everything')],
              ...AUDIT_SUBJECT_NAMES.map((name) => [name, t(AUDIT_SUBJECTS[name].label)] as const),
            ]}
          />
          <AdminInput
            id="audit-order"
            label={t('Order reference')}
            type="search"
            value={reference}
            onChange={setReference}
            autoComplete="off"
          />
          <AdminInput
            id="audit-from"
            label={t('From')}
            type="date"
            value={filter.from ?? ''}
            onChange={(text) => set({ from: value(text) })}
          />
          <AdminInput
            id="audit-until"
            label={t('Until')}
            type="date"
            value={filter.until ?? ''}
            onChange={(text) => set({ until: value(text) })}
          />
        </div>
      </AdminCard>
      <div className="mt-6">
        <AdminCard title={t('Changes')} actions={log.isFetching ? <Spinner size={18} /> : null}>
          {log.isError ? (
            <p role="alert" className="text-danger">
              {log.error.message}
            </p>
          ) : !log.data ? (
            <Spinner />
          ) : log.data.entries.length === 0 ? (
            <p className="text-muted">{t('No changes match.')}</p>
          ) : (
            <>
              <AuditCards entries={log.data.entries} />
              <div className="hidden md:block">
                <DeskTable
                  label={t('Changes')}
                  columns={AUDIT_COLUMNS}
                  rows={log.data.entries}
                  rowKey={(entry) => entry.id}
                  rowClassName="border-b border-line align-top last:border-0"
                  cellClassName="py-3 pe-4"
                />
              </div>
            </>
          )}
          <div className="mt-4 flex justify-between gap-3">
            <button
              type="button"
              className="btn-secondary min-h-11"
              disabled={filter.page === 0}
              onClick={() => setFilter((current) => ({ ...current, page: Math.max(0, current.page - 1) }))}
            >
              {t('Newer')}
            </button>
            <button
              type="button"
              className="btn-secondary min-h-11"
              disabled={!log.data?.hasMore}
              onClick={() => setFilter((current) => ({ ...current, page: current.page + 1 }))}
            >
              {t('Older')}
            </button>
          </div>
        </AdminCard>
      </div>
    </>
  );
}
