import type { TGiftCardRow } from '@rihla/shared/schemas/gift-cards';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';
import { useListState } from '../../../lib/use-list-state';
import { AdminCard, formatDubaiDateTime, ScreenHeading } from '../components/admin-ui';
import { DeskTable, type TDeskColumn } from '../components/desk-table';
import { useGiftCardList } from './gift-card-calls';
import { IssueGiftCardDialog } from './gift-card-dialogs';
import { aed, maskedCode, statusText } from './gift-card-format';

/** A card no shopper bought: issued by the shop from the desk. */
function IssuedByShop() {
  return <>{t('Issued by {name}', { name: useShop().name })}</>;
}

const GIFT_CARD_COLUMNS: ReadonlyArray<TDeskColumn<TGiftCardRow>> = [
  {
    header: 'Code',
    cell: (card) => (
      <Link to={`/admin/gift-cards/${card.id}`} className="font-semibold text-brand-700 hover:underline">
        {maskedCode(card.codeEnd)}
      </Link>
    ),
    className: 'py-2 pe-4 font-mono whitespace-nowrap',
  },
  { header: 'Balance', cell: (card) => aed(card.balanceFils), className: 'py-2 pe-4 whitespace-nowrap' },
  { header: 'Value', cell: (card) => aed(card.initialFils), className: 'py-2 pe-4 whitespace-nowrap' },
  { header: 'Status', cell: (card) => t(statusText(card)) },
  { header: 'Expires', cell: (card) => formatDubaiDateTime(card.expiresAt), className: 'py-2 pe-4 whitespace-nowrap' },
  { header: 'Buyer', cell: (card) => (card.buyer ? card.buyer.email || card.buyer.name : <IssuedByShop />) },
  { header: 'Recipient', cell: (card) => card.recipientName },
];

/**
 * Gift cards (bookings.read): found by the whole code, its last four, or the buyer's email or name, newest first,
 * 20 a page, each named by its code's last four; with promotions.write also the issue dialog.
 */
export function GiftCardListPage({ canIssue }: { canIssue: boolean }) {
  const { params, search, setSearch, submitSearch, goToPage } = useListState({ searchOn: 'submit' });
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [isIssuing, setIsIssuing] = useState(false);
  const list = useGiftCardList(query, page);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    submitSearch();
  };
  const goTo = (next: number) => goToPage(next > 1 ? String(next) : '');

  return (
    <>
      <ScreenHeading title={t('Gift cards')} lead={t('Look up a balance, issue a card or void one.')} />
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <form
          onSubmit={onSearch}
          aria-label={t('Search gift cards')}
          className="flex min-w-0 flex-1 flex-wrap items-end gap-2"
        >
          <div className="min-w-56 flex-1">
            <label htmlFor="gift-search" className="field-label">
              {t('Whole code or last four, buyer email or name')}
            </label>
            <input
              id="gift-search"
              className="field-input"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <button type="submit" className="btn-secondary">
            {t('Search')}
          </button>
        </form>
        {canIssue && (
          <button type="button" className="btn-primary" onClick={() => setIsIssuing(true)}>
            {t('Issue a gift card')}
          </button>
        )}
      </div>
      <AdminCard title={t('Cards')}>
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <p role="alert" className="text-danger">
            {t(list.error.message)}
          </p>
        ) : list.data.cards.length === 0 ? (
          <p className="text-sm text-muted">{t('No gift cards match.')}</p>
        ) : (
          <>
            <DeskTable
              label={t('Gift cards')}
              columns={GIFT_CARD_COLUMNS}
              rows={list.data.cards}
              rowKey={(card) => card.id}
              bodyClassName="divide-y divide-line"
              rowClassName=""
              isCardsOnPhone
            />
            <nav aria-label={t('Pages')} className="mt-4 flex items-center justify-between gap-2 text-sm">
              <span className="text-muted">
                {t('{count, plural, one {# card} other {# cards}}', { count: list.data.total })}
              </span>
              <div className="flex gap-2">
                <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  {t('Previous')}
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={page * list.data.pageSize >= list.data.total}
                  onClick={() => goTo(page + 1)}
                >
                  {t('Next')}
                </button>
              </div>
            </nav>
          </>
        )}
      </AdminCard>
      {isIssuing && <IssueGiftCardDialog onClose={() => setIsIssuing(false)} />}
    </>
  );
}
