import {
  CUSTOMER_NOTE_MAX,
  type TCustomerDetail,
  ZAddCustomerNoteRequest,
  ZDeleteCustomerDataRequest,
} from '@rihla/shared/schemas/operator-customers';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { ORDER_CALLS, useOrderSearch } from '../bookings/booking-calls';
import { OrderRows } from '../bookings/order-list-page';
import { AdminCard, formatDubaiDateTime, ScreenHeading } from '../components/admin-ui';
import { NoteForm } from '../components/note-form';
import { ReasonDialog } from '../components/reason-dialog';
import { LedgerSection } from '../shoppers/ledger-section';
import { CUSTOMER_CALLS, saveCustomerExport, useCustomer } from './customer-calls';

export interface TCustomerAbilities {
  /** bookings.write: notes. */
  canWrite: boolean;
  /** refunds.write: the ledger's adjustment and block. */
  canAdjust: boolean;
  /** customers.personalData (owners): the export and the deletion. */
  canHandlePersonalData: boolean;
}

/**
 * A customer's page (bookings.read, decision 074): contact details, their orders (each opens on the bookings desk),
 * the operators' notes, the wallet and points with their ledger; for owners the export and the deletion of the
 * customer's personal data.
 */
export function CustomerPage({ userId, ...can }: { userId: string } & TCustomerAbilities) {
  const customer = useCustomer(userId);
  return (
    <>
      <Link to="/admin/customers" className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        <ArrowLeft size={16} aria-hidden="true" className="rtl:rotate-180" />
        {t('All customers')}
      </Link>
      {customer.isPending ? (
        <Spinner />
      ) : customer.isError ? (
        <>
          <ScreenHeading title={t('Customer')} />
          <p role="alert" className="text-danger">
            {t(customer.error.message)}
          </p>
        </>
      ) : (
        <>
          <ScreenHeading title={customer.data.name || t('Customer')} />
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="space-y-6">
              <Contact customer={customer.data} />
              {can.canHandlePersonalData && <PersonalData customer={customer.data} />}
            </div>
            <Notes customer={customer.data} canWrite={can.canWrite} />
          </div>
          <div className="mt-6">
            <Orders userId={userId} />
          </div>
          <div className="mt-8">
            <LedgerSection userId={userId} canAdjust={can.canAdjust} />
          </div>
        </>
      )}
    </>
  );
}

function Contact({ customer }: { customer: TCustomerDetail }) {
  const rows: Array<[string, ReactNode]> = [
    // The number left to right, so its + stays in front in an Arabic line (decision 110).
    [
      t('Phone'),
      <>
        <bdi dir="ltr">{customer.phone}</bdi> ·{' '}
        {customer.isPhoneVerified ? t('confirmed by a code') : t('not confirmed')}
      </>,
    ],
    [t('Email'), customer.email || t('None given')],
    [t('Country'), customer.country || t('None given')],
    [t('Customer since'), formatDubaiDateTime(customer.createdAt)],
    [t('Reminders'), customer.wantsReminders ? t('By email and text before each trip') : t('None')],
  ];
  return (
    <AdminCard title={t('Contact')}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm" data-testid="customer-contact">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </AdminCard>
  );
}

/** The customer's orders, newest first, 25 a page: each opens on the bookings desk. */
function Orders({ userId }: { userId: string }) {
  const [page, setPage] = useState(0);
  const list = useOrderSearch({ userId, page, pageSize: 25 });
  const rows = list.data?.rows ?? [];
  return (
    <AdminCard title={t('Orders')}>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p role="alert" className="text-danger">
          {t(list.error.message)}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted">{t('No orders yet.')}</p>
      ) : (
        <>
          <OrderRows
            rows={rows}
            label={t('Orders of the customer, page {page}', { page: page + 1 })}
            isStale={list.isPlaceholderData}
            isCustomerShown={false}
          />
          {(page > 0 || list.data.hasNextPage) && (
            <nav aria-label={t('Pages of orders')} className="mt-4 flex justify-end gap-2">
              <button type="button" className="btn-secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {t('Previous')}
              </button>
              <button
                type="button"
                className="btn-secondary"
                disabled={!list.data.hasNextPage || list.isPlaceholderData}
                onClick={() => setPage(page + 1)}
              >
                {t('Next')}
              </button>
            </nav>
          )}
        </>
      )}
    </AdminCard>
  );
}

/** The operators' notes about the customer, newest first, each with who wrote it and when. */
function Notes({ customer, canWrite }: { customer: TCustomerDetail; canWrite: boolean }) {
  return (
    <AdminCard title={t('Notes')}>
      {canWrite && (
        <div className="mb-4">
          <NoteForm
            id="customer-note"
            label={t('A note about the customer (only operators see notes)')}
            maxLength={CUSTOMER_NOTE_MAX}
            schema={ZAddCustomerNoteRequest}
            send={(text) => operatorCall('operator/addCustomerNote', { userId: customer.id, text })}
            changes={CUSTOMER_CALLS}
          />
        </div>
      )}
      {customer.notes.length === 0 ? (
        <p className="text-sm text-muted">{t('No notes yet.')}</p>
      ) : (
        <ol className="divide-y divide-line" aria-label={t('Notes, newest first')}>
          {customer.notes.map((note) => (
            <li key={note.id} className="py-3">
              <p className="text-sm break-words whitespace-pre-wrap">{note.text}</p>
              <p className="mt-1 text-xs text-muted">
                {t('{name}, {date}', { name: note.operatorName, date: formatDubaiDateTime(note.createdAt) })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </AdminCard>
  );
}

/** The owner's export and deletion of the customer's personal data, each recorded in the audit log. */
function PersonalData({ customer }: { customer: TCustomerDetail }) {
  const navigate = useNavigate();
  const exporting = useDeskWrite();
  const [isDeleting, setIsDeleting] = useState(false);
  const contact = [customer.phone, customer.email].filter(Boolean).join(', ');
  const shopName = useShop().name;
  const exportData = () =>
    exporting.send(() => operatorCall('operator/exportCustomerData', { userId: customer.id }), {
      done: (message) => t(message),
      refusalAs: 'toast',
      after: ({ fileName, data }) => saveCustomerExport(fileName, data),
    });
  return (
    <AdminCard title={t('Personal data')}>
      <p className="mb-4 text-sm text-muted">
        {t(
          'On the customer’s request: a copy of what {shop} holds about them, or its deletion. Both are recorded in the audit log.',
          { shop: shopName },
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={exportData} disabled={exporting.isBusy}>
          {t('Export personal data')}
        </button>
        <button type="button" className="btn-danger" onClick={() => setIsDeleting(true)}>
          {t('Delete personal data')}
        </button>
      </div>
      {isDeleting && (
        <ReasonDialog
          title={t('Delete the personal data of {name}?', { name: customer.name || contact })}
          description={t(
            '{name} ({contact}): their name, email, phone, wishlist, cart, notes and sign-in are erased for good. Their orders, vouchers and balances stay, without their name, as when a shopper deletes their own account.',
            { name: customer.name || t('This customer'), contact },
          )}
          actionLabel={t('Delete for good')}
          actionClass="btn-danger"
          fieldId="delete-reason"
          schema={ZDeleteCustomerDataRequest}
          bodyOf={(reason) => ({ userId: customer.id, reason })}
          send={(body) => operatorCall('operator/deleteCustomerData', body)}
          // NOTE: not the customer's own page, which is left: asked again, it would answer that they are gone.
          changes={['operator/searchCustomers', ...ORDER_CALLS]}
          onClose={() => setIsDeleting(false)}
          after={() => navigate('/admin/customers')}
        />
      )}
    </AdminCard>
  );
}
