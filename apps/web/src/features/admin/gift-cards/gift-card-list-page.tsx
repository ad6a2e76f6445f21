import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { AdminCard, formatDubaiDateTime, ScreenHeading, ScrollingTable, TableHead } from '../components/admin-ui';
import { useGiftCardList } from './gift-card-calls';
import { IssueGiftCardDialog } from './gift-card-dialogs';
import { aed, maskedCode, statusText } from './gift-card-format';

/**
 * Gift cards (bookings.read): found by the whole code, its last four, or the buyer's email or name, newest first,
 * 20 a page, each named by its code's last four; with promotions.write also the issue dialog.
 */
export function GiftCardListPage({ canIssue }: { canIssue: boolean }) {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(query);
  const [isIssuing, setIsIssuing] = useState(false);
  const list = useGiftCardList(query, page);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };
  const goTo = (next: number) =>
    setParams({ ...(query ? { q: query } : {}), ...(next > 1 ? { page: String(next) } : {}) });

  return (
    <>
      <ScreenHeading title={t('Gift cards')} lead={t('Look up a balance, issue a card or void one.')} />
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <form
          onSubmit={search}
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
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
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
            <ScrollingTable label={t('Gift cards')}>
              <TableHead
                columns={[t('Code'), t('Balance'), t('Value'), t('Status'), t('Expires'), t('Buyer'), t('Recipient')]}
              />
              <tbody className="divide-y divide-line">
                {list.data.cards.map((card) => (
                  <tr key={card.id}>
                    <td className="py-2 pe-4 font-mono whitespace-nowrap">
                      <Link
                        to={`/admin/gift-cards/${card.id}`}
                        className="font-semibold text-brand-700 hover:underline"
                      >
                        {maskedCode(card.codeEnd)}
                      </Link>
                    </td>
                    <td className="py-2 pe-4 whitespace-nowrap">{aed(card.balanceFils)}</td>
                    <td className="py-2 pe-4 whitespace-nowrap">{aed(card.initialFils)}</td>
                    <td className="py-2 pe-4">{t(statusText(card))}</td>
                    <td className="py-2 pe-4 whitespace-nowrap">{formatDubaiDateTime(card.expiresAt)}</td>
                    <td className="py-2 pe-4">
                      {card.buyer ? card.buyer.email || card.buyer.name : t('Issued by Rihla')}
                    </td>
                    <td className="py-2 pe-4">{card.recipientName}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollingTable>
            <nav aria-label={t('Pages')} className="mt-4 flex items-center justify-between gap-2 text-sm">
              <span className="text-muted">
                {list.data.total === 1 ? t('1 card') : t('{count} cards', { count: String(list.data.total) })}
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
