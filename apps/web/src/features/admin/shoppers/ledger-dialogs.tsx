import type { TLedgerKind } from '@rihla/shared/rules/ledger';
import { type TShopperLedgerData, ZAdjustLedgerRequest, ZSetLedgerBlockRequest } from '@rihla/shared/schemas/ledger';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import { fieldErrorsOf, useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminInput } from '../components/admin-ui';
import { ReasonDialog, ReasonField } from '../components/reason-dialog';
import { LEDGER_CALLS } from './ledger-calls';
import { adjustmentAmount } from './ledger-format';

type TAdjustField = 'amount' | 'reason';

/** Adds to or takes from the wallet (AED, sent as fils) or the points (whole points), with a reason. */
export function AdjustLedgerDialog({ userId, onClose }: { userId: string; onClose(): void }) {
  const write = useDeskWrite();
  const [kind, setKind] = useState<TLedgerKind>('wallet');
  const [isTaking, setIsTaking] = useState(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<TAdjustField, string>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const signed = adjustmentAmount(kind, amount, isTaking);
    const parsed = ZAdjustLedgerRequest.safeParse({ userId, kind, amount: signed ?? Number.NaN, reason });
    const found = parsed.success ? {} : fieldErrorsOf<TAdjustField>(parsed.error.issues);
    if (signed === null) {
      found.amount =
        kind === 'wallet' ? 'Enter an amount in AED with at most 2 decimals' : 'Enter a whole number of points';
    }
    setErrors(found);
    if (!parsed.success || signed === null) return;
    await write.send(() => operatorCall('operator/adjustLedger', parsed.data), {
      done: (message) => t(message),
      changes: LEDGER_CALLS,
      after: onClose,
    });
  };

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
          onChange={setKind}
          options={[
            ['wallet', t('Wallet')],
            ['points', t('Points')],
          ]}
        />
        <Choice<'add' | 'take'>
          legend={t('Add or take')}
          name="ledger-direction"
          value={isTaking ? 'take' : 'add'}
          onChange={(value) => setIsTaking(value === 'take')}
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
          onChange={setAmount}
          error={errors.amount}
        />
        <ReasonField id="ledger-reason" value={reason} onChange={setReason} error={errors.reason} />
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
