import { aedToFils, filsToAed } from '@rihla/shared/rules/money';
import {
  PARTNER_DELIVERY_STATUS_LABELS,
  PARTNER_WEBHOOK_EVENT_LABELS,
  PARTNER_WEBHOOK_EVENTS,
  type TOperatorPartnerWebhook,
  type TPartnerData,
  type TPartnerWebhookEvent,
} from '@rihla/shared/schemas/operator-partners';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useProductList } from '../api/catalogue-calls';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminInput, formatDubaiDateTime, ScreenHeading } from '../components/admin-ui';
import { AddAndListCard } from './add-and-list-card';
import { AccountCard, AgentsCard } from './agency-cards';
import { PARTNER_CALLS, usePartner, usePartnerDeliveries } from './partner-calls';
import { aed, kindLabel, rateText } from './partner-form';
import { PartnerStatusBadge } from './partner-list-page';

/** /admin/partners/:id: the partner, its API keys, the products it sells and its webhooks. */
export function PartnerPage({ id }: { id: string }) {
  const partner = usePartner(id);
  if (partner.isPending) return <Spinner />;
  if (partner.isError) {
    return (
      <p role="alert" className="text-danger">
        {t(partner.error.message)}
      </p>
    );
  }
  const { data } = partner;
  const { partner: row } = data;
  return (
    <>
      <Link to="/admin/partners" className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        <ArrowLeft size={16} aria-hidden="true" className="rtl:rotate-180" />
        {t('All partners')}
      </Link>
      <ScreenHeading title={row.name} />
      <div className="mb-4 flex flex-wrap gap-2">
        <Link to={`/admin/partners/${encodeURIComponent(id)}/edit`} className="btn-secondary">
          {t('Edit')}
        </Link>
        <Link to={`/admin/partners/${encodeURIComponent(id)}/statement`} className="btn-secondary">
          {t('Statements')}
        </Link>
      </div>
      <div className="space-y-6">
        <AdminCard title={t('Partner')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
            <dt className="text-muted">{t('Kind')}</dt>
            <dd>{kindLabel(row.kind)}</dd>
            <dt className="text-muted">{t('Status')}</dt>
            <dd>
              <PartnerStatusBadge status={row.status} />
            </dd>
            <dt className="text-muted">{t('Rate')}</dt>
            <dd>{rateText(row)}</dd>
            <dt className="text-muted">{t('Requests a minute (API)')}</dt>
            <dd>{row.rateLimitPerMinute}</dd>
            <dt className="text-muted">{t('Credit limit')}</dt>
            <dd>{aed(row.creditLimitFils)}</dd>
            <dt className="text-muted">{t('Contact email')}</dt>
            <dd className="break-all">{row.contactEmail || '—'}</dd>
            <dt className="text-muted">{t('Widget sites')}</dt>
            <dd dir="ltr" className="break-all font-mono text-xs sm:col-span-3">
              {row.widgetOrigins.join(', ') || '—'}
            </dd>
          </dl>
        </AdminCard>
        <AccountCard data={data} />
        <AgentsCard data={data} />
        <KeysCard data={data} />
        <ProductsCard data={data} />
        <WebhooksCard data={data} />
      </div>
    </>
  );
}

/** The partner's API keys: a new one is shown once; the list shows each key's prefix only. */
function KeysCard({ data }: { data: TPartnerData }) {
  const write = useDeskWrite();
  const [newKey, setNewKey] = useState<string | null>(null);
  const id = data.partner.id;
  const create = async (label: string) => {
    setNewKey(null);
    const made = await write.send(() => operatorCall('operator/createPartnerKey', { id, label }), {
      changes: PARTNER_CALLS,
    });
    if (made) setNewKey(made.key);
    return Boolean(made);
  };
  const revoke = (keyId: string) =>
    write.send(() => operatorCall('operator/revokePartnerKey', { id, keyId }), {
      done: (message) => t(message),
      changes: PARTNER_CALLS,
    });
  return (
    <AddAndListCard
      title={t('API keys')}
      form={{ id: 'partner-key-label', label: t('New key’s label'), button: t('Make a key'), add: create }}
      write={write}
      list={{ items: data.keys, empty: t('No keys yet'), rowTestId: 'partner-key', keyOf: (key) => key.id }}
      describe={(key) => (
        <>
          <p className="font-semibold">
            {key.label}{' '}
            <code dir="ltr" className="font-mono text-xs">
              {key.prefix}…
            </code>
          </p>
          <p className="text-muted">
            {t('Made {date}', { date: formatDubaiDateTime(key.createdAt) })} ·{' '}
            {key.lastUsedAt ? t('last used {date}', { date: formatDubaiDateTime(key.lastUsedAt) }) : t('never used')}
          </p>
        </>
      )}
      action={(key) =>
        key.revokedAt
          ? { note: t('Revoked {date}', { date: formatDubaiDateTime(key.revokedAt) }) }
          : { label: t('Revoke'), onClick: () => revoke(key.id) }
      }
    >
      {newKey && (
        <div role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          <p className="font-semibold">{t('Copy the key now: it is shown this once')}</p>
          <code dir="ltr" className="mt-2 block break-all font-mono" data-testid="new-partner-key">
            {newKey}
          </code>
          <button type="button" className="btn-secondary mt-2" onClick={() => setNewKey(null)}>
            {t('I have copied it')}
          </button>
        </div>
      )}
    </AddAndListCard>
  );
}

interface TChoice {
  isChosen: boolean;
  adult: string;
  child: string;
  infant: string;
}

const money = (fils: number | undefined) => (fils === undefined ? '' : String(filsToAed(fils)));
const filsOf = (text: string) =>
  text.trim() === '' || Number.isNaN(Number(text)) ? undefined : aedToFils(Number(text));

/** The products the partner may sell, chosen from the catalogue, with net prices in AED for a net partner. */
function ProductsCard({ data }: { data: TPartnerData }) {
  const catalogue = useProductList({ search: '', page: 0, pageSize: 100 });
  const write = useDeskWrite();
  const isNet = data.partner.rateKind === 'net';
  const [choices, setChoices] = useState<Record<string, TChoice>>(() =>
    Object.fromEntries(
      data.products.map((product) => [
        product.productId,
        {
          isChosen: true,
          adult: money(product.netPrices?.adult),
          child: money(product.netPrices?.child),
          infant: money(product.netPrices?.infant),
        },
      ]),
    ),
  );
  const choiceOf = (productId: string): TChoice =>
    choices[productId] ?? { isChosen: false, adult: '', child: '', infant: '' };
  const change = (productId: string, patch: Partial<TChoice>) =>
    setChoices((current) => ({ ...current, [productId]: { ...choiceOf(productId), ...patch } }));
  const save = () => {
    const products = Object.entries(choices)
      .filter(([, choice]) => choice.isChosen)
      .map(([productId, choice]) => ({
        productId,
        netPrices: isNet
          ? { adult: filsOf(choice.adult), child: filsOf(choice.child), infant: filsOf(choice.infant) }
          : null,
      }));
    return write.send(() => operatorCall('operator/setPartnerProducts', { id: data.partner.id, products }), {
      done: (message) => t(message),
      changes: PARTNER_CALLS,
    });
  };
  return (
    <AdminCard title={t('Products it may sell')}>
      {catalogue.isPending ? (
        <Spinner />
      ) : catalogue.isError ? (
        <p role="alert" className="text-danger">
          {t(catalogue.error.message)}
        </p>
      ) : (
        <ul className="max-h-96 divide-y divide-line overflow-y-auto" aria-label={t('Products it may sell')}>
          {catalogue.data.rows.map((product) => {
            const choice = choiceOf(product.id);
            return (
              <li key={product.id} className="py-2">
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-1"
                    checked={choice.isChosen}
                    onChange={(event) => change(product.id, { isChosen: event.target.checked })}
                  />
                  <span>
                    <span className="font-semibold">{product.title}</span>{' '}
                    <span className="text-muted">{aed(product.priceFils)}</span>
                  </span>
                </label>
                {isNet && choice.isChosen && (
                  <div className="ms-6 mt-2 grid gap-2 sm:grid-cols-3">
                    {(['adult', 'child', 'infant'] as const).map((kind) => (
                      <AdminInput
                        key={kind}
                        id={`net-${product.id}-${kind}`}
                        label={t(
                          kind === 'adult'
                            ? 'Adult net price (AED)'
                            : kind === 'child'
                              ? 'Child net price (AED)'
                              : 'Infant net price (AED)',
                        )}
                        value={choice[kind]}
                        onChange={(value) => change(product.id, { [kind]: value })}
                        inputMode="decimal"
                      />
                    ))}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {write.error && (
        <p role="alert" className="field-error mt-2">
          {t(write.error)}
        </p>
      )}
      <div className="mt-3 flex justify-end">
        <button type="button" className="btn-primary" disabled={write.isBusy} onClick={save}>
          {t('Save products')}
        </button>
      </div>
    </AdminCard>
  );
}

/** The partner's webhook endpoints: add, remove, and each one's delivery log with a resend. */
function WebhooksCard({ data }: { data: TPartnerData }) {
  const write = useDeskWrite();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<TPartnerWebhookEvent[]>(['booking_update']);
  const id = data.partner.id;
  const add = async () => {
    const saved = await write.send(() => operatorCall('operator/createPartnerWebhook', { id, url, events }), {
      done: (message) => t(message),
      changes: PARTNER_CALLS,
    });
    if (saved) setUrl('');
  };
  return (
    <AdminCard title={t('Webhooks')}>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <AdminInput id="partner-webhook-url" label={t('Address (https://…)')} value={url} onChange={setUrl} dir="ltr" />
        <button type="button" className="btn-primary" disabled={write.isBusy} onClick={add}>
          {t('Add webhook')}
        </button>
      </div>
      <fieldset className="mt-2 flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">{t('Events')}</legend>
        {PARTNER_WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={events.includes(event)}
              onChange={(change) =>
                setEvents((current) =>
                  change.target.checked ? [...current, event] : current.filter((chosen) => chosen !== event),
                )
              }
            />
            {t(PARTNER_WEBHOOK_EVENT_LABELS[event])}
          </label>
        ))}
      </fieldset>
      {write.error && (
        <p role="alert" className="field-error mt-2">
          {t(write.error)}
        </p>
      )}
      {data.webhooks.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('No webhooks yet')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {data.webhooks.map((webhook) => (
            <WebhookRow key={webhook.id} partnerId={id} webhook={webhook} />
          ))}
        </ul>
      )}
    </AdminCard>
  );
}

function WebhookRow({ partnerId, webhook }: { partnerId: string; webhook: TOperatorPartnerWebhook }) {
  const [isLogOpen, setIsLogOpen] = useState(false);
  const write = useDeskWrite();
  const remove = () =>
    write.send(() => operatorCall('operator/revokePartnerWebhook', { id: partnerId, webhookId: webhook.id }), {
      done: (message) => t(message),
      changes: PARTNER_CALLS,
    });
  return (
    <li className="py-3 text-sm">
      <p dir="ltr" className="break-all text-start font-mono">
        {webhook.url}
      </p>
      <p className="text-muted">
        {webhook.events.map((event) => t(PARTNER_WEBHOOK_EVENT_LABELS[event])).join(' · ')} ·{' '}
        {t('{pending} waiting, {failed} failed', { pending: webhook.pendingCount, failed: webhook.failedCount })}
      </p>
      <p className="mt-1">
        {t('Signing secret')}:{' '}
        <code dir="ltr" className="break-all font-mono text-xs">
          {webhook.secret}
        </code>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={() => setIsLogOpen(!isLogOpen)}>
          {isLogOpen ? t('Hide the deliveries') : t('Deliveries')}
        </button>
        <button type="button" className="btn-secondary" disabled={write.isBusy} onClick={remove}>
          {t('Remove')}
        </button>
      </div>
      {isLogOpen && <DeliveryLog partnerId={partnerId} webhookId={webhook.id} />}
    </li>
  );
}

function DeliveryLog({ partnerId, webhookId }: { partnerId: string; webhookId: string }) {
  const log = usePartnerDeliveries(partnerId, webhookId);
  const write = useDeskWrite();
  const resend = (deliveryId: string) =>
    write.send(() => operatorCall('operator/resendPartnerDelivery', { id: partnerId, deliveryId }), {
      done: (message) => t(message),
      changes: PARTNER_CALLS,
      refusalAs: 'toast',
    });
  if (log.isPending) return <Spinner />;
  if (log.isError) {
    return (
      <p role="alert" className="text-danger">
        {t(log.error.message)}
      </p>
    );
  }
  if (log.data.deliveries.length === 0) return <p className="mt-2 text-muted">{t('Nothing sent yet')}</p>;
  return (
    <ul className="mt-2 space-y-2" aria-label={t('Deliveries')}>
      {log.data.deliveries.map((delivery) => (
        <li key={delivery.id} className="rounded-md border border-line p-2">
          <p className="font-semibold">
            {t(PARTNER_WEBHOOK_EVENT_LABELS[delivery.event as TPartnerWebhookEvent] ?? delivery.event)} ·{' '}
            {t(PARTNER_DELIVERY_STATUS_LABELS[delivery.status])}
          </p>
          <p className="text-muted">
            {formatDubaiDateTime(delivery.createdAt)} ·{' '}
            {t('{count, plural, one {# attempt} other {# attempts}}', { count: delivery.attempts })}
            {delivery.lastStatusCode !== null && ` · HTTP ${delivery.lastStatusCode}`}
            {delivery.lastError && ` · ${delivery.lastError}`}
          </p>
          {delivery.nextAttemptAt && (
            <p className="text-muted">{t('Next try {date}', { date: formatDubaiDateTime(delivery.nextAttemptAt) })}</p>
          )}
          {delivery.status !== 'pending' && (
            <button
              type="button"
              className="btn-secondary mt-1"
              disabled={write.isBusy}
              onClick={() => resend(delivery.id)}
            >
              {t('Send again')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
