import { zodResolver } from '@hookform/resolvers/zod';
import type { TLedgerKind } from '@rihla/shared/rules/ledger';
import {
  type TAdjustLedgerForm,
  type TAdjustLedgerRequest,
  type TShopperLedgerData,
  ZAdjustLedgerForm,
  ZSetLedgerBlockRequest,
} from '@rihla/shared/schemas/ledger';
import { useForm, useWatch } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminInput } from '../components/admin-ui';
import { ReasonDialog, ReasonField } from '../components/reason-dialog';
import { LEDGER_CALLS } from './ledger-calls';

/**
 * Adds to or takes from the wallet (AED, sent as fils) or the points (whole points), with a reason. The shared form
 * schema checks the fields with the call's rules, so the messages beside them are the server's.
 */
export function AdjustLedgerDialog({ userId, onClose }: { userId: string; onClose(): void }) {
  const write = useDeskWrite();
  const form = useForm<TAdjustLedgerForm, unknown, Omit<TAdjustLedgerRequest, 'userId'>>({
    resolver: zodResolver(ZAdjustLedgerForm),
    defaultValues: { kind: 'wallet', isTaking: false, amount: '', reason: '' },
  });
  const [kind, isTaking, amount, reason] = useWatch({
    control: form.control,
    name: ['kind', 'isTaking', 'amount', 'reason'],
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    await write.send(() => operatorCall('operator/adjustLedger', { userId, ...values }), {
      done: (message) => t(message),
      changes: LEDGER_CALLS,
      after: onClose,
      form,
    });
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('Adjust balance')}
      description={t('The adjustment is recorded with your name and the reason; a balance never goes below zero.')}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Choice<TLedgerKind>
          legend={t('Balance')}
          name="ledger-kind"
          value={kind}
          onChange={(value) => form.setValue('kind', value)}
          options={[
            ['wallet', t('Wallet')],
            ['points', t('Points')],
          ]}
        />
        <Choice<'add' | 'take'>
          legend={t('Add or take')}
          name="ledger-direction"
          value={isTaking ? 'take' : 'add'}
          onChange={(value) => form.setValue('isTaking', value === 'take')}
          options={[
            ['add', t('Add')],
            ['take', t('Take')],
          ]}
        />
        <AdminInput
          id="ledger-amount"
          label={kind === 'wallet' ? t('Amount in AED') : t('Number of points')}
          inputMode={kind === 'wallet' ? 'decimal' : 'numeric'}
          value={amount}
          onChange={(value) => form.setValue('amount', value)}
          error={errors.amount?.message}
        />
        <ReasonField
          id="ledger-reason"
          value={reason}
          onChange={(value) => form.setValue('reason', value)}
          error={errors.reason?.message}
        />
        {write.error && (
          <p role="alert" className="field-error">
            {t(write.error)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('Cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={write.isBusy}>
            {isTaking ? t('Take') : t('Add')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Blocks the shopper's spending of wallet and points, or lifts the block, with a reason. */
export function LedgerBlockDialog({ ledger, onClose }: { ledger: TShopperLedgerData; onClose(): void }) {
  const isBlocking = !ledger.isBlocked;
  return (
    <ReasonDialog
      title={isBlocking ? t('Block wallet and points') : t('Unblock wallet and points')}
      description={
        isBlocking
          ? t('The shopper can no longer spend wallet or points; credits still arrive.')
          : t('The shopper can spend wallet and points again.')
      }
      actionLabel={isBlocking ? t('Block') : t('Unblock')}
      fieldId="ledger-block-reason"
      schema={ZSetLedgerBlockRequest}
      bodyOf={(reason) => ({ userId: ledger.userId, isBlocked: isBlocking, reason })}
      send={(body) => operatorCall('operator/setLedgerBlock', body)}
      changes={LEDGER_CALLS}
      onClose={onClose}
    />
  );
}

function Choice<V extends string>({
  legend,
  name,
  value,
  onChange,
  options,
}: {
  legend: string;
  name: string;
  value: V;
  onChange(value: V): void;
  options: ReadonlyArray<readonly [value: V, label: string]>;
}) {
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map(([option, label]) => (
          <label
            key={option}
            className="flex min-h-11 flex-1 items-center gap-2 rounded-lg border border-line px-3 text-sm"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
