import { aedToFils, filsToAed } from '@rihla/shared/rules/money';
import type { TExtraTicketType, TPricing } from '@rihla/shared/schemas/booking-terms';
import { TIMETABLE_MESSAGES, type TTimetable, ZSetPricesRequest } from '@rihla/shared/schemas/operator-timetables';
import { type FormEvent, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminInput, AdminSelect } from '../components/admin-ui';
import { TIMETABLE_CALLS } from './timetable-calls';

type TKind = TExtraTicketType['kind'];

interface TTypeDraft {
  isSold: boolean;
  price: string;
  minAge: string;
  maxAge: string;
  takesSeat: boolean;
  requiresAdult: boolean;
  maxPerAdult: string;
}

const DEFAULTS: Record<TKind, TTypeDraft> = {
  child: { isSold: false, price: '', minAge: '3', maxAge: '11', takesSeat: true, requiresAdult: true, maxPerAdult: '' },
  infant: {
    isSold: false,
    price: '0',
    minAge: '0',
    maxAge: '2',
    takesSeat: false,
    requiresAdult: true,
    maxPerAdult: '1',
  },
};

function draftOf(kind: TKind, types: readonly TExtraTicketType[]): TTypeDraft {
  const type = types.find((item) => item.kind === kind);
  if (!type) return DEFAULTS[kind];
  return {
    isSold: true,
    price: String(filsToAed(type.priceFils)),
    minAge: String(type.minAge),
    maxAge: String(type.maxAge),
    takesSeat: type.takesSeat,
    requiresAdult: type.requiresAdult,
    maxPerAdult: type.maxPerAdult === undefined ? '' : String(type.maxPerAdult),
  };
}

function typeOf(kind: TKind, draft: TTypeDraft): TExtraTicketType {
  return {
    kind,
    priceFils: aedToFils(Number(draft.price)),
    minAge: Number(draft.minAge),
    maxAge: Number(draft.maxAge),
    takesSeat: draft.takesSeat,
    requiresAdult: draft.requiresAdult,
    ...(draft.maxPerAdult.trim() !== '' && { maxPerAdult: Number(draft.maxPerAdult) }),
  };
}

/** The Prices tab (prices.write): pricing mode, the adult or group price and the child and infant tickets. */
export function PricesForm({ timetable }: { timetable: TTimetable }) {
  const [pricing, setPricing] = useState<TPricing>(timetable.pricing);
  const [price, setPrice] = useState(String(filsToAed(timetable.priceFils)));
  const [types, setTypes] = useState<Record<TKind, TTypeDraft>>(() => ({
    child: draftOf('child', timetable.ticketTypes),
    infant: draftOf('infant', timetable.ticketTypes),
  }));
  const [issues, setIssues] = useState<string[]>([]);
  const { isBusy, error, send } = useDeskWrite();
  const errors = error ? [...issues, error] : issues;
  const change = (kind: TKind, patch: Partial<TTypeDraft>) =>
    setTypes({ ...types, [kind]: { ...types[kind], ...patch } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSetPricesRequest.safeParse({
      productId: timetable.productId,
      pricing,
      priceFils: aedToFils(Number(price)),
      ticketTypes:
        pricing === 'perGroup'
          ? []
          : (['child', 'infant'] as const)
              .filter((kind) => types[kind].isSold)
              .map((kind) => typeOf(kind, types[kind])),
    });
    setIssues(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(' ')}: ${issue.message}`));
    if (!parsed.success) return;
    await send(() => operatorCall('operator/setPrices', parsed.data), {
      done: (message) => message || TIMETABLE_MESSAGES.pricesApply,
      changes: TIMETABLE_CALLS,
    });
  };

  return (
    <AdminCard title={t('Prices')}>
      <form onSubmit={submit} className="space-y-5" noValidate>
        <p className="rounded-xl bg-sand-100 p-3 text-sm text-ink">
          {t('A change applies to new checkouts only: open checkouts keep their total and paid orders their price.')}
        </p>
        <div aria-live="polite">
          {errors.length > 0 && (
            <ul role="alert" className="list-disc rounded-xl bg-red-50 p-3 ps-8 text-sm text-danger">
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <AdminSelect
            id="prices-pricing"
            label={t('Pricing')}
            value={pricing}
            onChange={(value) => setPricing(value as TPricing)}
            options={[
              ['perPerson', t('Per person')],
              ['perGroup', t('Per group (private)')],
            ]}
          />
          <AdminInput
            id="prices-price"
            label={pricing === 'perGroup' ? t('Group price (AED)') : t('Adult price (AED)')}
            inputMode="decimal"
            value={price}
            onChange={setPrice}
          />
        </div>
        {pricing === 'perPerson' &&
          (['child', 'infant'] as const).map((kind) => {
            const draft = types[kind];
            const name = kind === 'child' ? t('Child') : t('Infant');
            return (
              <fieldset key={kind} className="space-y-3 rounded-xl border border-line p-4">
                <legend className="px-1 font-semibold text-ink">{t('{name} tickets', { name })}</legend>
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={draft.isSold}
                    onChange={(event) => change(kind, { isSold: event.target.checked })}
                  />
                  {t('Sell {name} tickets', { name: name.toLowerCase() })}
                </label>
                {draft.isSold && (
                  <>
                    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                      <AdminInput
                        id={`prices-${kind}-price`}
                        label={t('{name} price (AED)', { name })}
                        inputMode="decimal"
                        value={draft.price}
                        onChange={(value) => change(kind, { price: value })}
                      />
                      <AdminInput
                        id={`prices-${kind}-min`}
                        label={t('From age')}
                        inputMode="numeric"
                        value={draft.minAge}
                        onChange={(value) => change(kind, { minAge: value })}
                      />
                      <AdminInput
                        id={`prices-${kind}-max`}
                        label={t('To age')}
                        inputMode="numeric"
                        value={draft.maxAge}
                        onChange={(value) => change(kind, { maxAge: value })}
                      />
                      <AdminInput
                        id={`prices-${kind}-per-adult`}
                        label={t('At most per adult (empty: no limit)')}
                        inputMode="numeric"
                        value={draft.maxPerAdult}
                        onChange={(value) => change(kind, { maxPerAdult: value })}
                      />
                    </div>
                    <div className="flex flex-wrap gap-4">
                      <label className="flex min-h-11 items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="size-5"
                          checked={draft.takesSeat}
                          onChange={(event) => change(kind, { takesSeat: event.target.checked })}
                        />
                        {t('Takes a seat')}
                      </label>
                      <label className="flex min-h-11 items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="size-5"
                          checked={draft.requiresAdult}
                          onChange={(event) => change(kind, { requiresAdult: event.target.checked })}
                        />
                        {t('Needs an adult on the booking')}
                      </label>
                    </div>
                  </>
                )}
              </fieldset>
            );
          })}
        <button type="submit" className="btn-primary" disabled={isBusy}>
          {isBusy && <Spinner size={16} />}
          {t('Save the prices')}
        </button>
      </form>
    </AdminCard>
  );
}
