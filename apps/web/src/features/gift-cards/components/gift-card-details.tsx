import { filsToAed } from '@rihla/shared/rules/money';
import type { TBoughtGiftCard } from '@rihla/shared/schemas/gift-cards';
import { formatPrice, formatTimestamp } from '../../../lib/format';
import { t } from '../../../lib/i18n';

/** The last instant a card can be used is just before its expiry: the day shown is the last valid day (Dubai). */
export function validUntilText(expiresAt: string): string {
  return formatTimestamp(new Date(Date.parse(expiresAt) - 1).toISOString());
}

/** One bought card: its code to pass on, value, balance, expiry, recipient and message. */
export function GiftCardDetails({ card }: { card: TBoughtGiftCard }) {
  const isVoid = card.status === 'void';
  return (
    <article
      aria-label={t('Gift card for {name}', { name: card.recipientName })}
      className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-muted">{t('Gift card for {name}', { name: card.recipientName })}</p>
          <p
            className="mt-1 font-mono text-lg font-bold tracking-wider break-all text-ink"
            data-testid="gift-card-code"
          >
            {card.code}
          </p>
        </div>
        <p className="shrink-0 text-xl font-bold text-brand-700">{formatPrice(filsToAed(card.initialFils))}</p>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-muted">{t('Balance')}</dt>
          <dd className="font-semibold text-ink">{formatPrice(filsToAed(card.balanceFils))}</dd>
        </div>
        <div>
          <dt className="text-muted">{isVoid ? t('Status') : t('Valid until')}</dt>
          <dd className="font-semibold text-ink">{isVoid ? t('No longer valid') : validUntilText(card.expiresAt)}</dd>
        </div>
      </dl>
      {card.message && (
        <p className="mt-3 rounded-xl bg-surface px-3 py-2 text-sm break-words whitespace-pre-wrap">{card.message}</p>
      )}
    </article>
  );
}
