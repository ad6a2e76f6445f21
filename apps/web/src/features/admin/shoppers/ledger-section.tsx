import type { TLedgerEntry, TShopperLedgerData } from '@rihla/shared/schemas/ledger';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { AdminCard } from '../components/admin-ui';
import { EntryList } from '../components/entry-list';
import { useShopperLedger } from './ledger-calls';
import { AdjustLedgerDialog, LedgerBlockDialog } from './ledger-dialogs';
import { aed, newestFirst, pointsText, REASON_LABELS, signedAmountText } from './ledger-format';

/**
 * A shopper's wallet and points (issue 20, bookings.read), a part of the customer's page (decision 074): balances,
 * block and entries; with refunds.write also the adjustment and the block, since an adjustment is money given or
 * taken.
 */
export function LedgerSection({ userId, canAdjust }: { userId: string; canAdjust: boolean }) {
  const ledger = useShopperLedger(userId);
  const [dialog, setDialog] = useState<'adjust' | 'block' | null>(null);
  if (ledger.isPending) return <Spinner />;
  if (ledger.isError) {
    return (
      <p role="alert" className="text-danger">
        {t(ledger.error.message)}
      </p>
    );
  }
  const data = ledger.data;
  const close = () => setDialog(null);
  return (
    <section id="ledger" aria-label={t('Wallet and points')}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold text-ink">{t('Wallet and points')}</h2>
        {canAdjust && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={() => setDialog('adjust')}>
              {t('Adjust balance')}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setDialog('block')}>
              {data.isBlocked ? t('Unblock') : t('Block wallet and points')}
            </button>
          </div>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <Balances data={data} />
          <BlockState data={data} />
        </div>
        <Entries entries={data.entries} />
      </div>
      {dialog === 'adjust' && <AdjustLedgerDialog userId={data.userId} onClose={close} />}
      {dialog === 'block' && <LedgerBlockDialog ledger={data} onClose={close} />}
    </section>
  );
}

function Balances({ data }: { data: TShopperLedgerData }) {
  return (
    <AdminCard title={t('Balances')}>
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-muted">{t('Wallet')}</dt>
          <dd className="text-xl font-bold text-ink" data-testid="ledger-wallet">
            {aed(data.walletFils)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('Points')}</dt>
          <dd className="text-xl font-bold text-ink" data-testid="ledger-points">
            {pointsText(data.points)}
          </dd>
          <dd className="text-sm text-muted">{t('Worth {amount}', { amount: aed(data.pointsValueFils) })}</dd>
          {data.pendingPoints > 0 && (
            <dd className="text-sm text-muted" data-testid="ledger-pending-points">
              {t('Pending until the trip has run: {points}', { points: pointsText(data.pendingPoints) })}
            </dd>
          )}
        </div>
      </dl>
    </AdminCard>
  );
}

function BlockState({ data }: { data: TShopperLedgerData }) {
  return (
    <AdminCard title={t('Spending')}>
      {data.isBlocked ? (
        <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="ledger-block">
          <p className="font-semibold">{t('Wallet and points are blocked')}</p>
          {data.blockedReason && <p className="mt-1 whitespace-pre-wrap">{data.blockedReason}</p>}
          <p className="mt-1">{t('Credits still arrive; the shopper cannot spend them.')}</p>
        </div>
      ) : (
        <p className="text-sm" data-testid="ledger-block">
          {t('The shopper may spend wallet and points.')}
        </p>
      )}
    </AdminCard>
  );
}

function Entries({ entries }: { entries: TLedgerEntry[] }) {
  return (
    <AdminCard title={t('Entries')}>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{t('No entries yet')}</p>
      ) : (
        <EntryList
          entries={newestFirst(entries).map((entry) => ({
            ...entry,
            label: t(REASON_LABELS[entry.reason]),
            amountText: signedAmountText(entry),
            isNegative: entry.amount < 0,
          }))}
        />
      )}
    </AdminCard>
  );
}
