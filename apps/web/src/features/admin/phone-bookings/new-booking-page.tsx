import { zodResolver } from '@hookform/resolvers/zod';
import { PHONE_BOOKING_MESSAGES } from '@rihla/shared/messages/phone-bookings';
import type { TLanguage } from '@rihla/shared/rules/languages';
import { filsToAed } from '@rihla/shared/rules/money';
import { todayInDubai } from '@rihla/shared/rules/time';
import {
  type TPaymentLinkChannel,
  type TPhoneBooking,
  type TPhoneCustomer,
  type TPhoneQuote,
  ZQuotePhoneBookingRequest,
} from '@rihla/shared/schemas/operator-phone-bookings';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { ticketCountText, ticketsText } from '../../../lib/ticket-words';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { PASSENGERS_ANCHOR } from '../bookings/booking-passengers-calls';
import { AdminCard, AdminInput, AdminSelect, formatDubaiDateTime, ScreenHeading } from '../components/admin-ui';
import { FormInput } from '../components/form-input';
import { LanguageChoices, languageName } from '../components/language-choices';
import { CustomerStep } from './customer-step';
import { useBookableProducts, usePhoneBooking, usePhoneDepartures, usePhoneQuote } from './phone-booking-calls';

const aed = (fils: number) => formatPrice(filsToAed(fils));
const TICKET_TYPES = [
  ['adult', 'Adults'],
  ['child', 'Children'],
  ['infant', 'Infants'],
] as const;

/**
 * A phone or walk-in booking (bookings.write): the caller, then the trip, then the payment link to send them
 * (or cash, for roles with payments.cash). The page follows the booking until the customer has paid.
 */
export function NewBookingPage({ canTakeCash }: { canTakeCash: boolean }) {
  const [customer, setCustomer] = useState<TPhoneCustomer | null>(null);
  const [lastLanguage, setLastLanguage] = useState<TLanguage | null>(null);
  const [checkoutId, setCheckoutId] = useState<string | null>(null);
  return (
    <>
      <Link to="/admin/bookings" className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        <ArrowLeft size={16} aria-hidden="true" className="rtl:rotate-180" />
        {t('All orders')}
      </Link>
      <ScreenHeading
        title={t('New booking')}
        lead={t('Book for a caller or a walk-in: their seats are held as a shopper’s, and they pay by link.')}
      />
      <div className="space-y-6">
        <CustomerStep
          customer={customer}
          onChosen={(chosen, language) => {
            setCustomer(chosen);
            setLastLanguage(language);
            setCheckoutId(null);
          }}
        />
        {customer && !checkoutId && (
          <TripStep key={customer.id} customer={customer} lastLanguage={lastLanguage} onBooked={setCheckoutId} />
        )}
        {checkoutId && (
          <PaymentStep checkoutId={checkoutId} canTakeCash={canTakeCash} onBookAgain={() => setCheckoutId(null)} />
        )}
      </div>
    </>
  );
}

/** The trip's fields as the form holds them: the ticket counts as typed (the call's schema reads digits). */
type TTripForm = z.input<typeof ZQuotePhoneBookingRequest>;
type TTrip = z.output<typeof ZQuotePhoneBookingRequest>;

/**
 * The trip (react-hook-form on the quote's and booking's own schema, its messages beside the fields): a product, a
 * date, one of its departures with seats (the first one until the agent picks another) and the tickets. The
 * server's price shows once the trip checks, before anything is held (decision 075).
 */
function TripStep({
  customer,
  lastLanguage,
  onBooked,
}: {
  customer: TPhoneCustomer;
  lastLanguage: TLanguage | null;
  onBooked(checkoutId: string): void;
}) {
  const [search, setSearch] = useState('');
  // The customer's language (decision 110): their last order's where known, else English.
  const [language, setLanguage] = useState<TLanguage>(lastLanguage ?? 'en');
  const products = useBookableProducts(useDebouncedValue(search.trim(), 300));
  const form = useForm<TTripForm, unknown, TTrip>({
    resolver: zodResolver(ZQuotePhoneBookingRequest),
    mode: 'onChange',
    defaultValues: { productId: '', date: '', departure: '', tickets: { adult: '2', child: '0', infant: '0' } },
  });
  const { control } = form;
  const values = useWatch({ control });
  const productId = values.productId ?? '';
  const date = values.date ?? '';
  const departures = usePhoneDepartures(productId, date);
  const booking = useDeskWrite();
  const rows = products.data?.rows ?? [];
  const open = (departures.data?.departures ?? []).filter((item) => item.seatsLeft > 0);
  // A departure chosen for another product or date is no longer on offer: the first open one is.
  const picked = open.find((item) => item.start === values.departure) ?? open[0];
  const departure = picked?.start ?? '';
  const trip = ZQuotePhoneBookingRequest.safeParse({ ...values, departure });
  const hasTickets = trip.success && Object.values(trip.data.tickets).some((count) => (count ?? 0) > 0);
  // Debounced as text: a new object each render would never settle.
  const quoteText = useDebouncedValue(trip.success && hasTickets ? JSON.stringify(trip.data) : '', 300);
  const quote = usePhoneQuote(quoteText ? JSON.parse(quoteText) : null);

  const book = (event: FormEvent) => {
    form.setValue('departure', departure);
    return form.handleSubmit(async (chosen) => {
      await booking.send(() => operatorCall('operator/bookByPhone', { customerId: customer.id, ...chosen, language }), {
        done: (message) => t(message),
        form,
        after: (data) => onBooked(data.checkoutId),
      });
    })(event);
  };

  return (
    <AdminCard title={t('The trip')}>
      <form className="space-y-4" onSubmit={book} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <AdminInput
            id="product-search"
            label={t('Find a product')}
            type="search"
            value={search}
            onChange={setSearch}
            maxLength={100}
          />
          <Controller
            control={control}
            name="productId"
            render={({ field }) => (
              <AdminSelect
                id="booking-product"
                label={t('Product')}
                value={field.value}
                onChange={field.onChange}
                options={[['', t('Choose a product')], ...rows.map((row) => [row.id, row.title] as const)]}
              />
            )}
          />
          <FormInput
            control={control}
            name="date"
            id="booking-date"
            label={t('Date')}
            type="date"
            min={todayInDubai(new Date())}
          />
          <Controller
            control={control}
            name="departure"
            render={({ field }) => (
              <AdminSelect
                id="booking-departure"
                label={t('Departure')}
                value={departure}
                onChange={field.onChange}
                options={
                  open.length === 0
                    ? [
                        [
                          '',
                          productId && date && !departures.isPending
                            ? t('No departure with seats')
                            : t('Choose a date'),
                        ],
                      ]
                    : open.map(
                        (item) =>
                          [
                            item.start,
                            t('{time} · {seats} seats left', { time: item.time, seats: item.seatsLeft }),
                          ] as const,
                      )
                }
              />
            )}
          />
        </div>
        <div className="grid grid-cols-3 gap-4">
          {TICKET_TYPES.map(([type, label]) => (
            <FormInput
              key={type}
              control={control}
              name={`tickets.${type}`}
              id={`tickets-${type}`}
              label={t(label)}
              type="number"
              inputMode="numeric"
              min={0}
              max={99}
            />
          ))}
        </div>
        <CustomerLanguage language={language} lastLanguage={lastLanguage} onChange={setLanguage} />
        {trip.success && hasTickets && (
          <QuoteSummary quote={quote.data} error={quote.error?.message ?? null} isPending={quote.isFetching} />
        )}
        {booking.error && (
          <p role="alert" className="text-danger">
            {t(booking.error)}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={booking.isBusy || !productId || open.length === 0}>
          {t('Hold seats and get the payment link')}
        </button>
      </form>
    </AdminCard>
  );
}

/**
 * The customer's language (decision 110), each named in itself: the payment link and its page, the confirmation,
 * the voucher and the invoice are written in it.
 */
function CustomerLanguage({
  language,
  lastLanguage,
  onChange,
}: {
  language: TLanguage;
  lastLanguage: TLanguage | null;
  onChange(language: TLanguage): void;
}) {
  return (
    <fieldset>
      <legend className="field-label">{t('The customer’s language')}</legend>
      <LanguageChoices name="customer-language" language={language} onChange={onChange} />
      <p className="mt-1 text-xs text-muted">
        {lastLanguage
          ? t('The payment link, confirmation, voucher and invoice go in it. Their last order was in {language}.', {
              language: languageName(lastLanguage),
            })
          : t('The payment link, confirmation, voucher and invoice go in it.')}
      </p>
    </fieldset>
  );
}

/** The server's price of the trip as chosen, per ticket type and in total; or why it cannot be booked. */
function QuoteSummary({
  quote,
  error,
  isPending,
}: {
  quote: TPhoneQuote | undefined;
  error: string | null;
  isPending: boolean;
}) {
  if (error) {
    return (
      <p role="alert" className="text-danger" data-testid="phone-quote">
        {t(error)}
      </p>
    );
  }
  if (!quote) {
    return (
      <p className="text-sm text-muted" data-testid="phone-quote">
        {t('Pricing…')}
      </p>
    );
  }
  return (
    <section
      aria-label={t('Price')}
      aria-busy={isPending}
      className="rounded-xl border border-line bg-surface p-3"
      data-testid="phone-quote"
    >
      <ul className="space-y-1 text-sm">
        {quote.rows.map((row) => (
          <li key={row.kind} className="flex justify-between gap-3">
            <span>
              {ticketCountText(row.kind, row.count, row.label)} · {aed(row.unitFils)}
            </span>
            <span className="tabular-nums">{aed(row.totalFils)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between gap-3 border-t border-line pt-2 font-bold">
        <span>{t('Total to pay')}</span>
        <span className="tabular-nums">{aed(quote.totalFils)}</span>
      </p>
      <p className="mt-1 text-xs text-muted">{t('Prices include VAT. Nothing is held until you press Hold seats.')}</p>
    </section>
  );
}

function PaymentStep({
  checkoutId,
  canTakeCash,
  onBookAgain,
}: {
  checkoutId: string;
  canTakeCash: boolean;
  onBookAgain(): void;
}) {
  const booking = usePhoneBooking(checkoutId);
  const cash = useDeskWrite();
  const sending = useDeskWrite();
  if (!booking.data) return null;
  const data: TPhoneBooking = booking.data;
  const takeCash = () =>
    cash.send(() => operatorCall('operator/recordCashPayment', { checkoutId }), {
      done: (message) => t(message),
      after: () => booking.refetch(),
    });
  const send = (channel: TPaymentLinkChannel) =>
    sending.send(() => operatorCall('operator/sendPaymentLink', { checkoutId, channel }), {
      done: (message) => t(message),
      after: () => booking.refetch(),
    });
  const copy = async (link: string) => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    toast.success(t('Payment link copied'));
  };

  return (
    <AdminCard title={t('Payment')}>
      <ul className="mb-4 space-y-1 text-sm">
        {data.lines.map((line) => (
          <li key={`${line.productId}-${line.date}-${line.start}`}>
            <span className="font-semibold">{line.title}</span> · {line.date} · {line.time} ·{' '}
            {ticketsText(line.tickets)}
          </li>
        ))}
      </ul>
      <p className="text-lg font-bold">{t('Total {amount}', { amount: aed(data.totalFils) })}</p>
      <p className="text-sm text-muted" data-testid="booking-language">
        {t('The customer’s language: {language}', {
          language: languageName(data.language),
        })}
      </p>
      {data.state === 'awaitingPayment' && (
        <div className="mt-4 space-y-3">
          <p className="text-sm">
            {t('Seats held for {minutes} minutes, until {time}. Send the customer the link to pay on their phone:', {
              minutes: data.holdMinutes,
              time: formatDubaiDateTime(data.holdExpiresAt),
            })}
          </p>
          {data.linkUrl ? (
            <>
              <div className="flex flex-wrap gap-2">
                {data.linkChannels.includes('sms') && (
                  <button type="button" className="btn-primary" disabled={sending.isBusy} onClick={() => send('sms')}>
                    {t('Send by text to {phone}', { phone: data.customer.phone })}
                  </button>
                )}
                {data.linkChannels.includes('whatsapp') && (
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={sending.isBusy}
                    onClick={() => send('whatsapp')}
                  >
                    {t('Send by WhatsApp to {phone}', { phone: data.customer.phone })}
                  </button>
                )}
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={sending.isBusy || !data.customer.email}
                  title={data.customer.email ? undefined : t(PHONE_BOOKING_MESSAGES.noEmail)}
                  onClick={() => send('email')}
                >
                  {data.customer.email
                    ? t('Send by email to {email}', { email: data.customer.email })
                    : t('No email to send to')}
                </button>
              </div>
              {sending.error && (
                <p role="alert" className="text-danger">
                  {t(sending.error)}
                </p>
              )}
              <div className="flex flex-wrap items-center gap-2">
                <input
                  readOnly
                  aria-label={t('Payment link')}
                  className="field-input min-w-0 flex-1 basis-64 font-mono text-xs"
                  value={data.linkUrl}
                  data-testid="payment-link"
                  onFocus={(event) => event.target.select()}
                />
                <button type="button" className="btn-secondary" onClick={() => copy(data.linkUrl ?? '')}>
                  {t('Copy link')}
                </button>
              </div>
            </>
          ) : (
            <BookAgain onBookAgain={onBookAgain} />
          )}
          <LinkSends sends={data.sends} />
          <p className="text-sm text-muted" aria-live="polite">
            {t('Waiting for the payment…')}
          </p>
          {canTakeCash && (
            <button type="button" className="btn-secondary" disabled={cash.isBusy} onClick={takeCash}>
              {t('Record cash payment')}
            </button>
          )}
          {cash.error && (
            <p role="alert" className="text-danger">
              {t(cash.error)}
            </p>
          )}
        </div>
      )}
      {data.state === 'confirmed' && data.orderId && (
        <p className="mt-4 rounded-xl bg-green-50 p-3" role="status">
          {t('Paid: order {reference} is confirmed.', { reference: data.reference ?? '' })}{' '}
          <Link to={`/admin/bookings/${data.orderId}`} className="font-semibold text-brand-700 underline">
            {t('Open the order')}
          </Link>
        </p>
      )}
      {data.state === 'confirmed' && data.passengerDetailsDeadline && (
        <PassengerLink booking={data} deadline={data.passengerDetailsDeadline} />
      )}
      {(data.state === 'failed' || data.state === 'cancelled') && <BookAgain onBookAgain={onBookAgain} />}
    </AdminCard>
  );
}

/**
 * A paid booking whose trips ask each guest's details (decision 094): the travellers page's link to the customer, by
 * text or email through the outbox, or the order page's Passengers, where the agent types them in (decision 099).
 */
function PassengerLink({ booking, deadline }: { booking: TPhoneBooking; deadline: string }) {
  const sending = useDeskWrite();
  const send = (channel: 'sms' | 'email') =>
    sending.send(() => operatorCall('operator/sendPassengerLink', { checkoutId: booking.checkoutId, channel }), {
      done: (message) => t(message),
    });
  return (
    <section aria-labelledby="passenger-link" className="mt-4 space-y-2 rounded-xl border border-line p-3">
      <h3 id="passenger-link" className="font-semibold">
        {t('Send the details link')}
      </h3>
      <p className="text-sm">
        {t('This trip needs each guest’s details by {deadline}. Send the customer the link to give them:', {
          deadline,
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        {booking.linkChannels.includes('sms') && (
          <button type="button" className="btn-secondary" disabled={sending.isBusy} onClick={() => send('sms')}>
            {t('Send the details link by text to {phone}', { phone: booking.customer.phone })}
          </button>
        )}
        <button
          type="button"
          className="btn-secondary"
          disabled={sending.isBusy || !booking.customer.email}
          onClick={() => send('email')}
        >
          {booking.customer.email
            ? t('Send the details link by email to {email}', { email: booking.customer.email })
            : t('No email to send to')}
        </button>
        {booking.orderId && (
          <Link
            to={`/admin/bookings/${encodeURIComponent(booking.orderId)}#${PASSENGERS_ANCHOR}`}
            className="btn-secondary"
          >
            {t('Enter the details now')}
          </Link>
        )}
      </div>
      {sending.error && (
        <p role="alert" className="text-danger">
          {t(sending.error)}
        </p>
      )}
    </section>
  );
}

const SENT_BY: Record<TPaymentLinkChannel, string> = {
  sms: 'Sent by text to {to} at {time} by {name}',
  email: 'Sent by email to {to} at {time} by {name}',
  whatsapp: 'Sent by WhatsApp to {to} at {time} by {name}',
};

/** Where the link went, oldest first: 'Sent by text to +971… at 28 Nov 2026, 10:32 by Adil Agent'. */
function LinkSends({ sends }: { sends: TPhoneBooking['sends'] }) {
  if (sends.length === 0) return null;
  return (
    <ul aria-label={t('Link sent')} className="space-y-1 text-sm text-muted">
      {sends.map((send) => (
        <li key={`${send.channel}-${send.at}`}>
          {t(SENT_BY[send.channel], {
            to: send.recipient,
            time: formatDubaiDateTime(send.at),
            name: send.operatorName,
          })}
        </li>
      ))}
    </ul>
  );
}

/** A booking that can no longer be paid (declined, expired and sold meanwhile, failed): the agent books again. */
function BookAgain({ onBookAgain }: { onBookAgain(): void }) {
  return (
    <div className="mt-4 space-y-2">
      <p role="alert" className="text-danger">
        {t(PHONE_BOOKING_MESSAGES.notOpen)}
      </p>
      <button type="button" className="btn-secondary" onClick={onBookAgain}>
        {t('Book again')}
      </button>
    </div>
  );
}
