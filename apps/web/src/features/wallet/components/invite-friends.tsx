import { INVITE_POINTS } from '@rihla/shared/rules/ledger';
import type { TViewWalletData } from '@rihla/shared/schemas/ledger';
import { Copy, UserPlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { t } from '../../../lib/i18n';

/** The link a friend signs up with: any page of the storefront keeps the code it carries (decision 049). */
export function inviteLink(code: string, origin = window.location.origin): string {
  return `${origin}/?invite=${encodeURIComponent(code)}`;
}

/** "1 friend joined, 0 booked", "3 friends joined, 1 booked". */
export function invitedText(joined: number, booked: number): string {
  return joined === 1
    ? t('1 friend joined, {booked} booked', { booked })
    : t('{joined} friends joined, {booked} booked', { joined, booked });
}

/**
 * "Invite friends" on the Wallet and Points page (issue 20, decision 049): the shopper's invite link to copy, their
 * code, and how many friends joined and booked. The bonus is paid when a friend's first booking is confirmed.
 */
export function InviteFriends({
  data,
}: {
  data: Pick<TViewWalletData, 'inviteCode' | 'invitedCount' | 'invitedBookedCount'>;
}) {
  const headingId = useId();
  const fieldId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const link = inviteLink(data.inviteCode);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyState('copied');
    } catch {
      // No clipboard (an old browser, a refused permission): the link is selected to copy by hand.
      inputRef.current?.select();
      setCopyState('failed');
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-2 flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <UserPlus size={22} aria-hidden="true" />
        </span>
        <h2 id={headingId} className="font-bold text-ink">
          {t('Invite friends')}
        </h2>
      </div>
      <p className="text-sm leading-6 text-muted">
        {t(
          'Share your link. When a friend signs up with it and their first booking is confirmed, you earn {points} points. If that booking is cancelled, the points are taken back.',
          { points: INVITE_POINTS },
        )}
      </p>
      <label htmlFor={fieldId} className="field-label mt-4">
        {t('Your invite link')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={fieldId}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="field-input min-w-0 flex-1 font-mono text-sm"
        />
        <button type="button" className="btn-secondary shrink-0" onClick={copy}>
          <Copy size={18} aria-hidden="true" />
          {t('Copy link')}
        </button>
      </div>
      {copyState !== 'idle' && (
        <p role="status" className="mt-1 text-sm text-ink">
          {copyState === 'copied'
            ? t('Link copied.')
            : t('The link could not be copied: it is selected, copy it by hand.')}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t('Your code')}</dt>
        <dd className="font-mono font-semibold text-ink">{data.inviteCode}</dd>
        <dt className="text-muted">{t('Friends')}</dt>
        <dd className="text-ink">{invitedText(data.invitedCount, data.invitedBookedCount)}</dd>
      </dl>
    </section>
  );
}
