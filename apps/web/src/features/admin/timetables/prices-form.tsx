import { zodResolver } from '@hookform/resolvers/zod';
import { filsToAed } from '@rihla/shared/rules/money';
import type { TExtraTicketType } from '@rihla/shared/schemas/booking-terms';
import {
  TIMETABLE_MESSAGES,
  type TPricesForm,
  type TSetPricesRequest,
  type TTicketTypeForm,
  type TTimetable,
  ZPricesForm,
} from '@rihla/shared/schemas/operator-timetables';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminSelect } from '../components/admin-ui';
import { MissingArabic } from '../components/arabic-beside';
import { FormInput } from '../components/form-input';
import { TIMETABLE_CALLS } from './timetable-calls';

type TKind = TExtraTicketType['kind'];

const DEFAULTS: Record<TKind, TTicketTypeForm> = {
  child: {
    isSold: false,
    priceFils: '',
    minAge: '3',
    maxAge: '11',
    takesSeat: true,
    requiresAdult: true,
    maxPerAdult: '',
  },
  infant: {
    isSold: false,
    priceFils: '0',
    minAge: '0',
    maxAge: '2',
    takesSeat: false,
    requiresAdult: true,
    maxPerAdult: '1',
  },
};

/** A ticket type as the form edits it (the price in AED); a kind not sold starts from its usual terms. */
function typeFormOf(kind: TKind, types: readonly TExtraTicketType[]): TTicketTypeForm {
  const type = types.find((item) => item.kind === kind);
  if (!type) return DEFAULTS[kind];
  return {
    isSold: true,
    priceFils: String(filsToAed(type.priceFils)),
    minAge: String(type.minAge),
    maxAge: String(type.maxAge),
    takesSeat: type.takesSeat,
    requiresAdult: type.requiresAdult,
    maxPerAdult: type.maxPerAdult === undefined ? '' : String(type.maxPerAdult),
  };
}

/** The Prices tab (prices.write): pricing mode, the adult or group price and the child and infant tickets. */
export function PricesForm({ timetable }: { timetable: TTimetable }) {
  const form = useForm<TPricesForm, unknown, TSetPricesRequest>({
    resolver: zodResolver(ZPricesForm),
    defaultValues: {
      productId: timetable.productId,
      pricing: timetable.pricing,
      priceFils: String(filsToAed(timetable.priceFils)),
      groupUnit: timetable.groupUnit,
      groupUnitAr: timetable.groupUnitAr,
      ticketTypes: {
        child: typeFormOf('child', timetable.ticketTypes),
        infant: typeFormOf('infant', timetable.ticketTypes),
      },
    },
  });
  const { control, register } = form;
  const [pricing, isChildSold, isInfantSold, groupUnit, groupUnitAr] = useWatch({
    control,
    name: ['pricing', 'ticketTypes.child.isSold', 'ticketTypes.infant.isSold', 'groupUnit', 'groupUnitAr'],
  });
  const isSold: Record<TKind, boolean> = { child: isChildSold, infant: isInfantSold };
  const { isBusy, error, send } = useDeskWrite();
  // NOTE: each field's message shows beside it; the list above the form keeps what names no field (a rule across
  // the ticket types) and the server's refusal.
  const errors = [...new Set([form.formState.errors.ticketTypes?.message, error])].filter(
    (message): message is string => Boolean(message),
  );

  const submit = form.handleSubmit(async (body) => {
    await send<'operator/setPrices', TPricesForm>(() => operatorCall('operator/setPrices', body), {
      done: (message) => message || TIMETABLE_MESSAGES.pricesApply,
      changes: TIMETABLE_CALLS,
      form,
    });
  });

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
          <Controller
            control={control}
            name="pricing"
            render={({ field }) => (
              <AdminSelect
                id="prices-pricing"
                label={t('Pricing')}
                value={field.value}
                onChange={field.onChange}
                options={[
                  ['perPerson', t('Per person')],
                  ['perGroup', t('Per group (private)')],
                ]}
              />
            )}
          />
          <FormInput
            control={control}
            name="priceFils"
            id="prices-price"
            label={pricing === 'perGroup' ? t('Group price (AED)') : t('Adult price (AED)')}
            inputMode="decimal"
          />
          {pricing === 'perGroup' && (
            <>
              <FormInput
                control={control}
                name="groupUnit"
                id="prices-group-unit"
                label={t('The price is per (Boat, Car, Room)')}
                maxLength={30}
              />
              {/* The unit in Arabic beside the English (decision 117): blank shows the English on Arabic pages. */}
              <div>
                <FormInput
                  control={control}
                  name="groupUnitAr"
                  id="prices-group-unit-ar"
                  label={t('{field} (Arabic)', { field: t('The price is per (Boat, Car, Room)') })}
                  maxLength={30}
                  lang="ar"
                  dir="rtl"
                />
                <MissingArabic english={groupUnit} arabic={groupUnitAr} />
              </div>
            </>
          )}
        </div>
        {pricing === 'perPerson' &&
          (['child', 'infant'] as const).map((kind) => {
            const name = kind === 'child' ? t('Child') : t('Infant');
            return (
              <fieldset key={kind} className="space-y-3 rounded-xl border border-line p-4">
                <legend className="px-1 font-semibold text-ink">{t('{name} tickets', { name })}</legend>
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input type="checkbox" className="size-5" {...register(`ticketTypes.${kind}.isSold`)} />
                  {t('Sell {name} tickets', { name: name.toLowerCase() })}
                </label>
                {isSold[kind] && (
                  <>
                    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                      <FormInput
                        control={control}
                        name={`ticketTypes.${kind}.priceFils`}
                        id={`prices-${kind}-price`}
                        label={t('{name} price (AED)', { name })}
                        inputMode="decimal"
                      />
                      <FormInput
                        control={control}
                        name={`ticketTypes.${kind}.minAge`}
                        id={`prices-${kind}-min`}
                        label={t('From age')}
                        inputMode="numeric"
                      />
                      <FormInput
                        control={control}
                        name={`ticketTypes.${kind}.maxAge`}
                        id={`prices-${kind}-max`}
                        label={t('To age')}
                        inputMode="numeric"
                      />
                      <FormInput
                        control={control}
                        name={`ticketTypes.${kind}.maxPerAdult`}
                        id={`prices-${kind}-per-adult`}
                        label={t('At most per adult (empty: no limit)')}
                        inputMode="numeric"
                      />
                    </div>
                    <div className="flex flex-wrap gap-4">
                      <label className="flex min-h-11 items-center gap-2 text-sm">
                        <input type="checkbox" className="size-5" {...register(`ticketTypes.${kind}.takesSeat`)} />
                        {t('Takes a seat')}
                      </label>
                      <label className="flex min-h-11 items-center gap-2 text-sm">
                        <input type="checkbox" className="size-5" {...register(`ticketTypes.${kind}.requiresAdult`)} />
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
