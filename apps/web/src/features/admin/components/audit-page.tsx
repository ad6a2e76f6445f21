import type { TAuditEntry, TAuditLogRequest } from '@rihla/shared/schemas/operators';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useAuditLog, useOperators } from '../api/operator-calls';
import { AdminCard, AdminInput, AdminSelect, formatDubaiDateTime, ScreenHeading } from './admin-ui';
import { DeskTable, type TDeskColumn } from './desk-table';

const OBJECT_TYPES = [
  'operator',
  'product',
  'timetable',
  'banner',
  'blog',
  'home',
  'upload',
  'order',
  'departure',
  'report',
  'user',
] as const;

/** What a line of sign-in, sessions or downloads says, in words (decision 061); other actions show as recorded. */
const ACTION_LABELS: Record<string, string> = {
  'operator.signIn': 'Signed in',
  'operator.signInFailed': 'Sign-in refused',
  'operator.codeFailed': 'Wrong second-factor code',
  'operator.codesLocked': 'Second factor locked after too many wrong codes',
  'operator.codesUnlocked': 'Second factor unlocked',
  'operator.signOut': 'Signed out',
  'operator.endSession': 'Ended a session',
  'operator.endSessions': 'Sessions ended',
  'operator.changePassword': 'Changed their password',
  'operator.changePasswordFailed': 'Password change refused: wrong current password',
  'operator.resetSignIn': 'Password and second factor reset',
  'operator.resetSecondFactor': 'Second factor reset',
  'report.download': 'Downloaded an export of customers’ data',
  'departure.download': 'Downloaded a manifest',
  'order.download': 'Downloaded a tax invoice',
  // The customers desk (decision 074).
  'user.download': 'Exported a customer’s personal data',
  'customer.note': 'Wrote a note about a customer',
  'customer.deletePersonalData': 'Deleted a customer’s personal data',
};

function changesOf(entry: TAuditEntry): Array<[field: string, before: unknown, after: unknown]> {
  const fields = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...fields].map((field) => [field, entry.before?.[field], entry.after?.[field]]);
}

const shown = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/** A field of a line that records an event rather than an edit (no before): its value alone. */
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
      <span className="font-semibold">{field}</span>:{' '}
      {entry.before === null ? shown(after) : `${shown(before)} → ${shown(after)}`}
    </li>
  );
}

const AUDIT_COLUMNS: ReadonlyArray<TDeskColumn<TAuditEntry>> = [
  { header: 'When (Dubai)', cell: (entry) => formatDubaiDateTime(entry.at), className: 'py-3 pe-4 whitespace-nowrap' },
  { header: 'Who', cell: (entry) => (entry.operator ? entry.operator.name : t('Command line')) },
  {
    header: 'What',
    cell: (entry) => (
      <>
        <p className="font-semibold text-ink">
          {ACTION_LABELS[entry.action] ? t(ACTION_LABELS[entry.action] as string) : entry.action}
        </p>
        <p className="text-muted">{`${entry.objectType} ${entry.objectId}`}</p>
      </>
    ),
  },
  {
    header: 'Fields: before → after',
    cell: (entry) => (
      <ul className="space-y-1 font-mono text-xs">
        {changesOf(entry).map(([field, before, after]) => (
          <FieldChange key={field} entry={entry} field={field} before={before} after={after} />
        ))}
      </ul>
    ),
    className: 'py-3',
  },
];

/** The audit log (owners and managers): who changed what and when, with each field before and after. */
export function AuditPage({ canListOperators }: { canListOperators: boolean }) {
  const [filter, setFilter] = useState<TAuditLogRequest>({ page: 0 });
  const log = useAuditLog(filter);
  const operators = useOperators({ isEnabled: canListOperators });
  const set = (change: Partial<TAuditLogRequest>) => setFilter((current) => ({ ...current, ...change, page: 0 }));
  const value = (text: string) => (text === '' ? undefined : text);

  return (
    <>
      <ScreenHeading
        title={t('Audit log')}
        lead={t('Every change made in the back office, sign-ins, and downloads of customers’ data, newest first.')}
      />
      <AdminCard title={t('Filter')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
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
            id="audit-object"
            label={t('Object')}
            value={filter.objectType ?? ''}
            onChange={(text) => set({ objectType: value(text) })}
            options={[['', t('Everything')], ...OBJECT_TYPES.map((type) => [type, type] as const)]}
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
            <DeskTable
              label={t('Changes')}
              columns={AUDIT_COLUMNS}
              rows={log.data.entries}
              rowKey={(entry) => entry.id}
              rowClassName="border-b border-line align-top last:border-0"
              cellClassName="py-3 pe-4"
            />
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
