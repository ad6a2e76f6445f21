import type { TGiftCardDetail } from '@rihla/shared/schemas/gift-cards';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, formatDubaiDateTime, ScreenHeading } from '../components/admin-ui';
import { EntryList } from '../components/entry-list';
import { useGiftCard } from './gift-card-calls';
import { VoidGiftCardDialog } from './gift-card-dialogs';
import { aed, ENTRY_LABELS, maskedCode, statusText } from './gift-card-format';

/**
 * One card (bookings.read): balance, status, expiry, who bought or issued it, and its entries with their orders.
 * Its code shows by its last four; an owner (giftCards.reveal) may show it whole, which the audit log records.
 */
export function GiftCardPage({
  giftCardId,
  canVoid,
  canReveal = false,
}: {
  giftCardId: string;
  canVoid: boolean;
  canReveal?: boolean;
}) {
  const card = useGiftCard(giftCardId);
  const [isVoiding, setIsVoiding] = useState(false);
  const reveal = useDeskWrite();
  const [code, setCode] = useState<string | null>(null);
  const showCode = () =>
    reveal.send(() => operatorCall('operator/revealGiftCardCode', { giftCardId }), {
      done: (text) => t(text),
      after: (data) => setCode(data.code),
    });
  if (card.isPending) return <Spinner />;
  if (card.isError) {
    return (
      <p role="alert" className="text-danger">
        {t(card.error.message)}
      </p>
    );
  }
  const data = card.data;
  return (
    <>
      <Link to="/admin/gift-cards" className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        <ArrowLeft size={16} aria-hidden="true" className="rtl:rotate-180" />
        {t('All gift cards')}
      </Link>
      <ScreenHeading title={t('Gift card {code}', { code: maskedCode(data.codeEnd) })} />
      {((canVoid && data.status === 'active') || (canReveal && !code)) && (
        <div className="mb-4 flex flex-wrap gap-2">
          {canReveal && !code && (
            <button type="button" className="btn-secondary" disabled={reveal.isBusy} onClick={showCode}>
              {t('Show code')}
            </button>
          )}
          {canVoid && data.status === 'active' && (
            <button type="button" className="btn-danger" onClick={() => setIsVoiding(true)}>
              {t('Void gift card')}
            </button>
          )}
        </div>
      )}
      {reveal.error && (
        <p role="alert" className="mb-4 text-danger">
          {t(reveal.error)}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <Summary data={data} code={code} />
        <Entries data={data} />
      </div>
      {isVoiding && <VoidGiftCardDialog card={data} onClose={() => setIsVoiding(false)} />}
    </>
  );
}

function Summary({ data, code }: { data: TGiftCardDetail; code: string | null }) {
  const shopName = useShop().name;
  const rows: Array<[string, string]> = [
    [t('Code'), code ?? maskedCode(data.codeEnd)],
    [t('Balance'), aed(data.balanceFils)],
    [t('Value'), aed(data.initialFils)],
    [t('Status'), t(statusText(data)) + (data.voidReason ? ` (${data.voidReason})` : '')],
    [t('Expires'), formatDubaiDateTime(data.expiresAt)],
    [t('Recipient'), data.recipientName],
    [
      t('From'),
      data.buyer
        ? `${data.buyer.name} · ${data.buyer.email}`
        : t('Issued by {name}', { name: data.issuedBy || shopName }),
    ],
    [t('Issued on'), formatDubaiDateTime(data.createdAt)],
  ];
  return (
    <AdminCard title={t('Card')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {data.message && <p className="mt-4 rounded-lg bg-surface p-3 text-sm whitespace-pre-wrap">{data.message}</p>}
      {data.buyer && (
        <Link
          to={`/admin/customers/${encodeURIComponent(data.buyer.userId)}`}
          className="mt-4 inline-block text-sm font-semibold text-brand-700"
        >
          {t("The buyer's page: wallet and points")}
        </Link>
      )}
    </AdminCard>
  );
}

function Entries({ data }: { data: TGiftCardDetail }) {
  return (
    <AdminCard title={t('Entries')}>
      <EntryList
        entries={data.entries.map((entry) => ({
          ...entry,
          label: t(ENTRY_LABELS[entry.reason]),
          amountText: entry.amount < 0 ? `\u2212${aed(-entry.amount)}` : `+${aed(entry.amount)}`,
          isNegative: entry.amount < 0,
        }))}
      />
    </AdminCard>
  );
}
