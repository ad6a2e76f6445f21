import { filsToAed } from '@rihla/shared/rules/money';
import {
  DESK_PAYMENT_STATE_WORDS,
  DESK_PAYMENT_STATES,
  PAYMENT_MISMATCH_WORDS,
  type TDeskPaymentState,
} from '@rihla/shared/rules/payments-desk';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import {
  type TDeskPayment,
  type TListPaymentsData,
  type TPaymentMismatch,
  ZResolvePaymentMismatchRequest,
} from '@rihla/shared/schemas/operator-payments';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useListState } from '../../../lib/use-list-state';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminInput, AdminSelect, formatDubaiDateTime, ScreenHeading } from '../components/admin-ui';
import { DeskListBody } from '../components/desk-list-body';
import { DeskTable, type TDeskColumn } from '../components/desk-table';
import { ReasonDialog } from '../components/reason-dialog';
import { downloadPaymentsCsv, PAYMENT_CALLS, usePayments } from './payment-calls';

const aed = (fils: number) => formatPrice(filsToAed(fils));

const LIST_WORDS = {
  loading: 'Loading payments…',
  none: 'No payments match.',
  one: 'Page {page}: 1 payment.',
  many: 'Page {page}: {count} payments.',
};

/** What a payment paid for, a link to it where it has a page. */
function PaidFor({
  payment,
}: {
  payment: Pick<TDeskPayment, 'purpose' | 'orderId' | 'orderReference' | 'giftCardId'>;
}) {
  if (payment.purpose === 'giftCard') {
    return payment.giftCardId ? (
      <Link to={`/admin/gift-cards/${payment.giftCardId}`} className="text-brand-700 hover:underline">
        {t('Gift card')}
      </Link>
    ) : (
      t('Gift card (not issued)')
    );
  }
  if (!payment.orderId) return <span className="text-muted">{t('No order')}</span>;
  const label =
    payment.purpose === 'dateChange'
      ? t('Date change of {reference}', { reference: payment.orderReference ?? '' })
      : (payment.orderReference ?? '');
  return (
    <Link to={`/admin/bookings/${payment.orderId}`} className="font-semibold text-brand-700 hover:underline">
      {label}
    </Link>
  );
}

function GatewayWord({ payment }: { payment: TDeskPayment }) {
  const check = payment.gatewayCheck;
  if (!check) return <span className="text-muted">{t('Not asked yet')}</span>;
  return (
    <span>
      {t(DESK_PAYMENT_STATE_WORDS[check.state])}
      {check.refundedFils ? ` · ${t('{amount} refunded', { amount: aed(check.refundedFils) })}` : ''}
      <span className="block text-xs text-muted">{formatDubaiDateTime(check.checkedAt)}</span>
    </span>
  );
}

const PAYMENT_COLUMNS: ReadonlyArray<TDeskColumn<TDeskPayment>> = [
  { header: 'Paid at', cell: (p) => formatDubaiDateTime(p.createdAt), className: 'py-2 pe-4 whitespace-nowrap' },
  { header: 'Gateway', cell: (p) => p.gateway },
  { header: 'Paid for', cell: (p) => <PaidFor payment={p} />, className: 'py-2 pe-4 whitespace-nowrap' },
  { header: 'Amount', cell: (p) => aed(p.amountFils), className: 'py-2 pe-4 whitespace-nowrap' },
  { header: 'Refunded', cell: (p) => (p.refundedFils ? aed(p.refundedFils) : '–') },
  { header: 'Here', cell: (p) => t(DESK_PAYMENT_STATE_WORDS[p.state]) },
  { header: 'At the gateway', cell: (p) => <GatewayWord payment={p} /> },
  {
    header: 'Mismatch',
    cell: (p) =>
      p.openMismatches.length === 0 ? (
        ''
      ) : (
        <span className="font-semibold text-danger">
          {p.openMismatches.map((kind) => t(PAYMENT_MISMATCH_WORDS[kind])).join('; ')}
        </span>
      ),
  },
  {
    header: 'Transaction',
    cell: (p) => <span className="font-mono text-xs break-all">{p.transactionId}</span>,
  },
];

function mismatchColumns(
  onResolve: ((m: TPaymentMismatch) => void) | null,
): ReadonlyArray<TDeskColumn<TPaymentMismatch>> {
  return [
    { header: 'Day', cell: (m) => m.day, className: 'py-2 pe-4 whitespace-nowrap' },
    { header: 'What', cell: (m) => <span className="font-semibold">{t(PAYMENT_MISMATCH_WORDS[m.kind])}</span> },
    { header: 'Here', cell: (m) => aed(m.ourFils), className: 'py-2 pe-4 whitespace-nowrap' },
    {
      header: 'At the gateway',
      cell: (m) =>
        m.kind === 'amountDiffers' && m.detail ? `${m.detail} ${filsToAed(m.gatewayFils)}` : aed(m.gatewayFils),
      className: 'py-2 pe-4 whitespace-nowrap',
    },
    {
      header: 'Payment',
      cell: (m) => (
        <span>
          <PaidFor
            payment={{ purpose: 'order', orderId: m.orderId, orderReference: m.orderReference, giftCardId: null }}
          />
          <span className="block font-mono text-xs break-all text-muted">
            {m.gateway} · {m.transactionId}
          </span>
        </span>
      ),
    },
    ...(onResolve
      ? [
          {
            header: '',
            cell: (m: TPaymentMismatch) => (
              <button type="button" className="btn-secondary" onClick={() => onResolve(m)}>
                {t('Resolve')}
              </button>
            ),
          },
        ]
      : []),
  ];
}

/** An owner asks each gateway about a day's payments again (the daily run does yesterday by itself). */
function RunReconciliation() {
  const [day, setDay] = useState(addDays(todayInDubai(), -1));
  const write = useDeskWrite();
  const run = (event: FormEvent) => {
    event.preventDefault();
    void write.send(() => operatorCall('operator/runReconciliation', { day }), {
      done: (message) => t(message),
      changes: PAYMENT_CALLS,
    });
  };
  return (
    <form onSubmit={run} className="flex flex-wrap items-end gap-2" aria-label={t('Reconcile a day')}>
      <AdminInput id="reconcile-day" label={t('Day')} type="date" value={day} onChange={setDay} max={todayInDubai()} />
      <button type="submit" className="btn-secondary" disabled={write.isBusy}>
        {t('Reconcile this day')}
      </button>
      {write.error && (
        <p role="alert" className="field-error basis-full">
          {t(write.error)}
        </p>
      )}
    </form>
  );
}

function Mismatches({ data, canReconcile }: { data: TListPaymentsData; canReconcile: boolean }) {
  const [resolving, setResolving] = useState<TPaymentMismatch | null>(null);
  const run = data.lastRun;
  return (
    <AdminCard title={t('Mismatches')}>
      <p className="mb-3 text-sm text-muted">
        {run
          ? run.state === 'running'
            ? t('Reconciling {day} now.', { day: run.day })
            : t('Last reconciled: {day}, {count, plural, one {# payment} other {# payments}} asked.', {
                day: run.day,
                count: run.asked,
              })
          : t('No day reconciled yet: each morning the payments of the day before are asked of their gateway.')}
      </p>
      {canReconcile && (
        <div className="mb-4">
          <RunReconciliation />
        </div>
      )}
      {data.openMismatches.length === 0 ? (
        <p className="text-sm">{t('No open mismatches: every payment asked agrees with its gateway.')}</p>
      ) : (
        <DeskTable
          label={t('Open mismatches')}
          columns={mismatchColumns(canReconcile ? setResolving : null)}
          rows={data.openMismatches}
          rowKey={(m) => m.id}
        />
      )}
      {resolving && (
        <ReasonDialog
          title={t('Resolve: {what}', { what: t(PAYMENT_MISMATCH_WORDS[resolving.kind]) })}
          description={t('Say how it was resolved (a refund made by hand, the bank corrected it); the note is kept.')}
          actionLabel={t('Resolve')}
          fieldId="mismatch-note"
          fieldLabel={t('Note (required)')}
          schema={ZResolvePaymentMismatchRequest}
          bodyOf={(reason) => ({ id: resolving.id, reason })}
          send={(body) => operatorCall('operator/resolvePaymentMismatch', body)}
          changes={PAYMENT_CALLS}
          onClose={() => setResolving(null)}
        />
      )}
    </AdminCard>
  );
}

/**
 * The payments desk (payments.read; issue 35, decision 085): payments of a range of Dubai dates with their gateway,
 * our state and the gateway's as last asked, what each paid for; the open mismatches of the daily reconciliation,
 * which an owner resolves with a note or asks again for a day; and the CSV for the accountant. Filters in the URL.
 */
export function PaymentsPage({ canReconcile }: { canReconcile: boolean }) {
  const { params, update, goToPage } = useListState({ searchOn: 'submit' });
  const today = todayInDubai();
  const from = params.get('from') ?? addDays(today, -6);
  const to = params.get('to') ?? today;
  const gateway = params.get('gateway') ?? '';
  const stateParam = params.get('state') ?? '';
  const state = (DESK_PAYMENT_STATES as readonly string[]).includes(stateParam)
    ? (stateParam as TDeskPaymentState)
    : undefined;
  const mismatchesOnly = params.get('mismatches') === '1';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = {
    from,
    to,
    ...(gateway ? { gateway } : {}),
    ...(state ? { state } : {}),
    ...(mismatchesOnly ? { mismatchesOnly } : {}),
  };
  const list = usePayments({ ...filters, page: page - 1 });
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = () => {
    setDownloadError(null);
    downloadPaymentsCsv(filters).catch((error: Error) => setDownloadError(error.message));
  };
  const goTo = (next: number) => goToPage(next > 1 ? String(next) : '');
  const gateways = list.data?.gateways ?? [];

  return (
    <div className="space-y-6">
      <ScreenHeading
        title={t('Payments')}
        lead={t("Every payment with its gateway's word on it, the daily reconciliation's mismatches, and the CSV.")}
      />
      {list.data && <Mismatches data={list.data} canReconcile={canReconcile} />}
      <AdminCard
        title={t('Payments')}
        actions={
          <button type="button" className="btn-secondary" onClick={download}>
            {t('Download payments (CSV)')}
          </button>
        }
      >
        <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
          <AdminInput
            id="payments-from"
            label={t('From')}
            type="date"
            value={from}
            max={to}
            onChange={(v) => update({ from: v })}
          />
          <AdminInput
            id="payments-to"
            label={t('To')}
            type="date"
            value={to}
            min={from}
            onChange={(v) => update({ to: v })}
          />
          <AdminSelect
            id="payments-gateway"
            label={t('Gateway')}
            value={gateway}
            onChange={(value) => update({ gateway: value })}
            options={[
              ['', t('All gateways')],
              ...[...new Set([...gateways, 'cash'])].map((name) => [name, name] as const),
            ]}
          />
          <AdminSelect
            id="payments-state"
            label={t('Here')}
            value={state ?? ''}
            onChange={(value) => update({ state: value })}
            options={[
              ['', t('Any state')],
              ...DESK_PAYMENT_STATES.map((each) => [each, t(DESK_PAYMENT_STATE_WORDS[each])] as const),
            ]}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-5"
              checked={mismatchesOnly}
              onChange={(event) => update({ mismatches: event.target.checked ? '1' : '' })}
            />
            {t('Mismatches only')}
          </label>
        </div>
        {downloadError && (
          <p role="alert" className="mb-3 text-danger">
            {t(downloadError)}
          </p>
        )}
        <DeskListBody list={list} page={page - 1} rowCount={list.data?.payments.length ?? 0} words={LIST_WORDS}>
          {list.data && (
            <DeskTable
              label={t('Payments')}
              columns={PAYMENT_COLUMNS}
              rows={list.data.payments}
              rowKey={(p) => p.transactionId}
              rowTestId="payment-row"
            />
          )}
        </DeskListBody>
        <nav aria-label={t('Pages')} className="mt-4 flex justify-end gap-2 text-sm">
          <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('Previous')}
          </button>
          <button type="button" className="btn-secondary" disabled={!list.data?.hasMore} onClick={() => goTo(page + 1)}>
            {t('Next')}
          </button>
        </nav>
      </AdminCard>
    </div>
  );
}
