import { aedToFils } from '@rihla/shared/rules/money';
import { todayInDubai } from '@rihla/shared/rules/time';
import type { TOperatorPartnerPayment, TPartnerData } from '@rihla/shared/schemas/operator-partners';
import { useState } from 'react';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminInput, formatDubaiDateTime } from '../components/admin-ui';
import { AddAndListCard } from './add-and-list-card';
import { PARTNER_CALLS } from './partner-calls';
import { aed } from './partner-form';

/** The partner's travel agents (decision 126): storefront accounts that book on its account. */
export function AgentsCard({ data }: { data: TPartnerData }) {
  const write = useDeskWrite();
  const id = data.partner.id;
  const add = async (contact: string) =>
    Boolean(
      await write.send(() => operatorCall('operator/addPartnerAgent', { id, contact }), {
        done: (message) => t(message),
        changes: PARTNER_CALLS,
      }),
    );
  const remove = (userId: string) =>
    write.send(() => operatorCall('operator/removePartnerAgent', { id, userId }), {
      done: (message) => t(message),
      changes: PARTNER_CALLS,
    });
  return (
    <AddAndListCard
      title={t('Travel agents')}
      form={{ id: 'partner-agent-contact', label: t('Account’s email or phone number'), button: t('Add agent'), add }}
      write={write}
      list={{
        items: data.agents,
        empty: t('No agents yet'),
        rowTestId: 'partner-agent',
        keyOf: (agent) => agent.userId,
      }}
      describe={(agent) => (
        <>
          <p className="font-semibold">{agent.name}</p>
          <p className="text-muted" dir="ltr">
            {[agent.email, agent.phone].filter(Boolean).join(' · ')}
          </p>
        </>
      )}
      action={(agent) => ({ label: t('Remove'), onClick: () => remove(agent.userId) })}
    >
      <p className="mb-3 text-sm text-muted">
        {t('They sign in to the shop with their own accounts and book on the partner’s account, within its credit.')}
      </p>
    </AddAndListCard>
  );
}

/** The payments received, newest first. */
export function PaymentsList({ payments }: { payments: readonly TOperatorPartnerPayment[] }) {
  if (payments.length === 0) return <p className="text-sm text-muted">{t('No payments received')}</p>;
  return (
    <ul className="divide-y divide-line" aria-label={t('Payments received')}>
      {payments.map((payment) => (
        <li
          key={payment.id}
          className="flex flex-wrap justify-between gap-2 py-2 text-sm"
          data-testid="partner-payment"
        >
          <span>
            <span className="font-semibold">{aed(payment.amountFils)}</span> · {payment.receivedOn}
            {payment.reference && (
              <span dir="ltr" className="ms-2 font-mono text-xs">
                {payment.reference}
              </span>
            )}
          </span>
          <span className="text-muted">{payment.note || formatDubaiDateTime(payment.createdAt)}</span>
        </li>
      ))}
    </ul>
  );
}

/** What the partner owes on account and what of its credit is left; the payments it made, and a new one recorded. */
export function AccountCard({ data }: { data: TPartnerData }) {
  const write = useDeskWrite();
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState(() => todayInDubai());
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const record = async () => {
    const value = Number(amount);
    const done = await write.send(
      () =>
        operatorCall('operator/recordPartnerPayment', {
          id: data.partner.id,
          amountFils: amount.trim() === '' || Number.isNaN(value) ? 0 : aedToFils(value),
          receivedOn,
          reference,
          note,
        }),
      { done: (message) => t(message), changes: PARTNER_CALLS },
    );
    if (done) {
      setAmount('');
      setReference('');
      setNote('');
    }
  };
  return (
    <AdminCard title={t('On account')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr_auto_1fr]">
        <dt className="text-muted">{t('Credit limit')}</dt>
        <dd>{aed(data.partner.creditLimitFils)}</dd>
        <dt className="text-muted">{t('Outstanding')}</dt>
        <dd className="font-semibold" data-testid="partner-outstanding">
          {aed(data.balance.outstandingFils)}
        </dd>
        <dt className="text-muted">{t('Available credit')}</dt>
        <dd data-testid="partner-available">{aed(data.balance.availableFils)}</dd>
      </dl>
      <h3 className="mt-4 mb-2 text-sm font-semibold">{t('Record a payment received')}</h3>
      <div className="grid gap-2 sm:grid-cols-4">
        <AdminInput
          id="partner-payment-amount"
          label={t('Amount (AED)')}
          inputMode="decimal"
          value={amount}
          onChange={setAmount}
        />
        <AdminInput
          id="partner-payment-date"
          label={t('Received on')}
          type="date"
          value={receivedOn}
          onChange={setReceivedOn}
        />
        <AdminInput id="partner-payment-reference" label={t('Reference')} value={reference} onChange={setReference} />
        <AdminInput id="partner-payment-note" label={t('Note')} value={note} onChange={setNote} />
      </div>
      <button type="button" className="btn-primary mt-2" disabled={write.isBusy} onClick={record}>
        {t('Record payment')}
      </button>
      {write.error && (
        <p role="alert" className="field-error mt-2">
          {t(write.error)}
        </p>
      )}
      <h3 className="mt-4 mb-2 text-sm font-semibold">{t('Payments received')}</h3>
      <PaymentsList payments={data.payments} />
    </AdminCard>
  );
}
