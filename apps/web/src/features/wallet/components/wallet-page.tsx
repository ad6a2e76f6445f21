import { filsToAed } from '@rihla/shared/rules/money';
import type { TLedgerEntry, TLedgerReason, TViewWalletData } from '@rihla/shared/schemas/ledger';
import { CircleAlert, Coins, History, Wallet } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { formatPoints, formatPrice, formatTimestamp } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';
import { useRedirectHomeOnFailure } from '../../../lib/use-required-data';
import { useWallet } from '../api/view-wallet';
import { InviteFriends } from './invite-friends';

/** What each kind of entry is called in the history. */
const REASON_LABELS: Record<TLedgerReason, string> = {
  pointsEarned: 'Points earned',
  pointsReversed: 'Points taken back',
  adjustment: 'Adjusted by {shop}',
  inviteBonus: 'Invite bonus',
  spent: 'Spent',
  refund: 'Refund',
  giftCard: 'Gift card',
};

// NOTE: a real minus sign, not a hyphen, so that "−AED 25.00" reads as a negative amount.
const MINUS = '\u2212';

/** An entry's amount with its sign: "+925 points", "−AED 25.00" (wallet amounts are fils). */
export function signedAmountText(entry: Pick<TLedgerEntry, 'kind' | 'amount'>): string {
  const size = Math.abs(entry.amount);
  const text = entry.kind === 'wallet' ? formatPrice(filsToAed(size)) : formatPoints(size);
  return `${entry.amount < 0 ? MINUS : '+'}${text}`;
}

/**
 * /wallet: the shopper's wallet and points balances, how points work, and the newest entries. `redeemBox` is the
 * gift card feature's redeem box, placed here by the route (features do not import each other).
 */
export function WalletPage({ redeemBox }: { redeemBox?: ReactNode } = {}) {
  const wallet = useWallet();
  useRedirectHomeOnFailure(wallet);

  return (
    <div className="container-page py-6 sm:py-10">
      <div className="mx-auto max-w-3xl">
        <Breadcrumbs items={[{ label: t('Home'), to: '/' }, { label: t('Wallet and Points') }]} />
        <h1 className="mt-4 mb-6 text-2xl font-bold text-ink sm:text-3xl">{t('Wallet and Points')}</h1>
        {wallet.isPending || !wallet.data ? (
          <div className="flex flex-col gap-4" aria-hidden="true">
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="h-32 animate-pulse rounded-2xl border border-line bg-white" />
              <div className="h-32 animate-pulse rounded-2xl border border-line bg-white" />
            </div>
            <div className="h-48 animate-pulse rounded-2xl border border-line bg-white" />
          </div>
        ) : (
          <WalletContent data={wallet.data} redeemBox={redeemBox} />
        )}
      </div>
    </div>
  );
}

function WalletContent({ data, redeemBox }: { data: TViewWalletData; redeemBox?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      {data.isBlocked && (
        <p
          role="status"
          className="flex items-start gap-3 rounded-2xl border border-sand-400/60 bg-sand-100 px-4 py-3 text-sm font-medium text-ink"
        >
          <CircleAlert size={20} aria-hidden="true" className="mt-px shrink-0 text-sand-500" />
          {t('The use of your wallet and points is paused. Please contact support.')}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <BalanceCard icon={<Wallet size={22} aria-hidden="true" />} title={t('Wallet')}>
          <p className="text-2xl font-bold text-ink">{formatPrice(filsToAed(data.walletFils))}</p>
        </BalanceCard>
        <BalanceCard icon={<Coins size={22} aria-hidden="true" />} title={t('Points')}>
          <p className="text-2xl font-bold text-ink">{formatPoints(data.points)}</p>
          <p className="mt-1 text-sm text-muted">
            {t('Worth {amount}', { amount: formatPrice(filsToAed(data.pointsValueFils)) })}
          </p>
          {data.pendingPoints > 0 && (
            <p className="mt-2 text-sm text-muted">
              {t('Pending until your trip has run:')}{' '}
              <strong className="font-semibold text-ink">{formatPoints(data.pendingPoints)}</strong>
            </p>
          )}
          {data.points < 0 && (
            <p className="mt-2 text-sm text-muted">
              {t('A booking refunded after its trip took back points you had used: your next points make up for them.')}
            </p>
          )}
        </BalanceCard>
      </div>
      {redeemBox}
      <HowPointsWork />
      <InviteFriends data={data} />
      <WalletHistory entries={data.entries} />
    </div>
  );
}

function BalanceCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-3 flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
        <h2 id={headingId} className="font-semibold text-muted">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}

function HowPointsWork() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-surface px-4 py-4 sm:px-5">
      <h2 id={headingId} className="font-bold text-ink">
        {t('How points work')}
      </h2>
      <p className="mt-1.5 text-sm leading-6 text-muted">
        {t(
          'You earn 5 points for every AED 1 you pay for a booking by card, wallet or gift card (none for the part paid with points). They are pending until the trip has run, then yours to use: 125 points are worth AED 1, used at checkout in steps of 5. Points from a booking you cancel are taken back, and points you spent on it come back.',
        )}
      </p>
    </section>
  );
}

function WalletHistory({ entries }: { entries: TLedgerEntry[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-bold text-ink">
        {t('History')}
      </h2>
      {entries.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-white px-6 py-10 text-center">
          <span className="mb-3 grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
            <History size={26} aria-hidden="true" />
          </span>
          <p className="font-semibold text-ink">{t('No wallet or points activity yet.')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
          {entries.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HistoryEntry({ entry }: { entry: TLedgerEntry }) {
  const shopName = useShop().name;
  const isCredit = entry.amount >= 0;
  const note = entry.reason === 'adjustment' ? entry.note.trim() : '';
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-3 sm:px-5">
      <div className="min-w-0">
        <p className="font-semibold text-ink">{t(REASON_LABELS[entry.reason], { shop: shopName })}</p>
        <p className="mt-0.5 text-xs text-muted">
          <time dateTime={entry.createdAt}>{formatTimestamp(entry.createdAt)}</time>
          {entry.orderReference && (
            <>
              <span aria-hidden="true"> · </span>
              <span className="whitespace-nowrap">{t('Booking {reference}', { reference: entry.orderReference })}</span>
            </>
          )}
        </p>
        {note && <p className="mt-1 break-words text-sm text-ink">{note}</p>}
      </div>
      <p className={`shrink-0 text-end font-bold whitespace-nowrap ${isCredit ? 'text-brand-700' : 'text-ink'}`}>
        {signedAmountText(entry)}
      </p>
    </li>
  );
}
