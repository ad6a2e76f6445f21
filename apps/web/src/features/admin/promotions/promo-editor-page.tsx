import { zodResolver } from '@hookform/resolvers/zod';
import type {
  TCreatePromoCodeRequest,
  TOperatorPromoCode,
  TPromoCodeFields,
} from '@rihla/shared/schemas/operator-promos';
import { ArrowLeft } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FieldShell, invalidProps, TextField } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, ScreenHeading } from '../components/admin-ui';
import { PROMO_CALLS, usePromoCode } from './promo-calls';
import { EMPTY_PROMO_FORM, formOf, type TPromoForm, ZExistingPromoForm, ZNewPromoForm } from './promo-form';

/** /admin/promotions/:code/edit: the code's form, once the code is read. */
export function EditPromoCodePage({ code }: { code: string }) {
  const promo = usePromoCode(code);
  if (promo.isPending) return <Spinner />;
  if (promo.isError) {
    return (
      <p role="alert" className="text-danger">
        {t(promo.error.message)}
      </p>
    );
  }
  return <PromoEditorPage promo={promo.data.code} />;
}

/**
 * A new discount code, or an existing one's terms (never its code). The shared schemas check the fields, so the
 * messages beside them are the server's; the server also refuses a limit below the uses already made.
 */
export function PromoEditorPage({ promo }: { promo: TOperatorPromoCode | null }) {
  const isNew = promo === null;
  const navigate = useNavigate();
  const write = useDeskWrite();
  // NOTE: a new code's form answers the create call's body, an existing one's the update's fields.
  const form = useForm<TPromoForm, unknown, TCreatePromoCodeRequest | TPromoCodeFields>({
    resolver: isNew ? zodResolver(ZNewPromoForm) : zodResolver(ZExistingPromoForm),
    defaultValues: promo ? formOf(promo) : EMPTY_PROMO_FORM,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const kind = useWatch({ control, name: 'kind' });
  const backTo = promo ? `/admin/promotions/${encodeURIComponent(promo.code)}` : '/admin/promotions';

  const save = form.handleSubmit(async (values) => {
    // NOTE: a refusal of a limit (below the uses made) or of the code (taken) names its field, so it shows there too.
    const options = {
      done: (message: string) => t(message),
      changes: PROMO_CALLS,
      after: (saved: { code: { code: string } }) =>
        navigate(`/admin/promotions/${encodeURIComponent(saved.code.code)}`),
      form,
    };
    if (promo === null) {
      await write.send(() => operatorCall('operator/createPromoCode', values as TCreatePromoCodeRequest), options);
      return;
    }
    await write.send(() => operatorCall('operator/updatePromoCode', { code: promo.code, fields: values }), options);
  });

  return (
    <>
      <Link to={backTo} className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        <ArrowLeft size={16} aria-hidden="true" className="rtl:rotate-180" />
        {isNew ? t('All discount codes') : t('Discount code {code}', { code: promo.code })}
      </Link>
      <ScreenHeading title={isNew ? t('New discount code') : t('Edit {code}', { code: promo.code })} />
      <form onSubmit={save} noValidate className="max-w-3xl space-y-6">
        <AdminCard title={t('Code and discount')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('Code')}
              error={errors.code?.message}
              registration={register('code')}
              readOnly={!isNew}
              autoCapitalize="characters"
              className="field-input font-mono uppercase read-only:bg-surface"
            />
            <FieldShell label={t('Kind')} error={errors.kind?.message}>
              {({ id, errorId }) => (
                <select
                  id={id}
                  className="field-input"
                  {...invalidProps(errors.kind?.message, errorId)}
                  {...register('kind')}
                >
                  <option value="percent">{t('Percentage of the order')}</option>
                  <option value="fixed">{t('Fixed amount (AED)')}</option>
                </select>
              )}
            </FieldShell>
            <TextField
              label={kind === 'percent' ? t('Percentage off') : t('Amount off in AED')}
              error={errors.value?.message}
              registration={register('value')}
              inputMode="decimal"
            />
            {kind === 'percent' && (
              <TextField
                label={t('Maximum discount in AED (optional)')}
                error={errors.maxDiscountFils?.message}
                registration={register('maxDiscountFils')}
                inputMode="decimal"
              />
            )}
            <TextField
              label={t('Minimum order in AED (optional)')}
              error={errors.minOrderFils?.message}
              registration={register('minOrderFils')}
              inputMode="decimal"
            />
          </div>
        </AdminCard>
        <AdminCard title={t('Dates and limits')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('Valid from (first day, optional)')}
              type="date"
              error={errors.validFrom?.message}
              registration={register('validFrom')}
            />
            <TextField
              label={t('Valid until (last day, optional)')}
              type="date"
              error={errors.validUntil?.message}
              registration={register('validUntil')}
            />
            <TextField
              label={t('Total limit (uses, optional)')}
              error={errors.maxUses?.message}
              registration={register('maxUses')}
              inputMode="numeric"
            />
            <TextField
              label={t('Limit per shopper (optional)')}
              error={errors.maxUsesPerUser?.message}
              registration={register('maxUsesPerUser')}
              inputMode="numeric"
            />
          </div>
          {promo && (
            <p className="mt-3 text-sm text-muted">
              {t('Used {count, plural, one {once} other {# times}}; a limit cannot go below the uses already made.', {
                count: promo.usedCount,
              })}
            </p>
          )}
        </AdminCard>
        <AdminCard title={t('Description')}>
          <TextField
            label={t('What the code is for (shown to operators)')}
            error={errors.description?.message}
            registration={register('description')}
            maxLength={200}
          />
        </AdminCard>
        {write.error && (
          <p role="alert" className="field-error">
            {t(write.error)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={backTo} className="btn-secondary">
            {t('Cancel')}
          </Link>
          <button type="submit" className="btn-primary" disabled={write.isBusy}>
            {isNew ? t('Create code') : t('Save')}
          </button>
        </div>
      </form>
    </>
  );
}
