import { zodResolver } from '@hookform/resolvers/zod';
import type { TOperatorPartner, TPartnerFields } from '@rihla/shared/schemas/operator-partners';
import { ArrowLeft } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { FieldShell, invalidProps, TextField } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, ScreenHeading } from '../components/admin-ui';
import { PARTNER_CALLS, usePartner } from './partner-calls';
import { EMPTY_PARTNER_FORM, formOf, type TPartnerForm, ZPartnerForm } from './partner-form';

/** /admin/partners/:id/edit: the partner's form, once the partner is read. */
export function EditPartnerPage({ id }: { id: string }) {
  const partner = usePartner(id);
  if (partner.isPending) return <Spinner />;
  if (partner.isError) {
    return (
      <p role="alert" className="text-danger">
        {t(partner.error.message)}
      </p>
    );
  }
  return <PartnerEditorPage partner={partner.data.partner} />;
}

/** A new partner, or an existing one's fields; the shared schema checks them, so the messages are the server's. */
export function PartnerEditorPage({ partner }: { partner: TOperatorPartner | null }) {
  const navigate = useNavigate();
  const write = useDeskWrite();
  const form = useForm<TPartnerForm, unknown, TPartnerFields>({
    resolver: zodResolver(ZPartnerForm),
    defaultValues: partner ? formOf(partner) : EMPTY_PARTNER_FORM,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const rateKind = useWatch({ control, name: 'rateKind' });
  const backTo = partner ? `/admin/partners/${encodeURIComponent(partner.id)}` : '/admin/partners';

  const save = form.handleSubmit(async (fields) => {
    const options = {
      done: (message: string) => t(message),
      changes: PARTNER_CALLS,
      after: (saved: { partner: { id: string } }) =>
        navigate(`/admin/partners/${encodeURIComponent(saved.partner.id)}`),
      form,
    };
    if (partner === null) await write.send(() => operatorCall('operator/createPartner', { fields }), options);
    else await write.send(() => operatorCall('operator/updatePartner', { id: partner.id, fields }), options);
  });

  const select = (name: 'kind' | 'status' | 'rateKind', label: string, options: ReadonlyArray<[string, string]>) => (
    <FieldShell label={label} error={errors[name]?.message}>
      {({ id, errorId }) => (
        <select id={id} className="field-input" {...invalidProps(errors[name]?.message, errorId)} {...register(name)}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );

  return (
    <>
      <Link to={backTo} className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
        <ArrowLeft size={16} aria-hidden="true" className="rtl:rotate-180" />
        {partner ? partner.name : t('All partners')}
      </Link>
      <ScreenHeading title={partner ? t('Edit {name}', { name: partner.name }) : t('New partner')} />
      <form onSubmit={save} noValidate className="max-w-3xl space-y-6">
        <AdminCard title={t('Partner')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('Name')} error={errors.name?.message} registration={register('name')} />
            {select('kind', t('Kind'), [
              ['ota', t('Online travel agency')],
              ['hotel', t('Hotel')],
              ['agent', t('Travel agent')],
            ])}
            <TextField
              label={t('Contact email')}
              type="email"
              error={errors.contactEmail?.message}
              registration={register('contactEmail')}
            />
            {select('status', t('Status'), [
              ['active', t('Active')],
              ['suspended', t('Suspended')],
            ])}
          </div>
        </AdminCard>
        <AdminCard title={t('Rate and limits')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {select('rateKind', t('Rate'), [
              ['commission', t('Commission on the retail price')],
              ['net', t('Net prices per product')],
            ])}
            {rateKind === 'commission' && (
              <TextField
                label={t('Commission (%)')}
                error={errors.commissionBp?.message}
                registration={register('commissionBp')}
                inputMode="decimal"
              />
            )}
            <TextField
              label={t('Requests a minute (API)')}
              error={errors.rateLimitPerMinute?.message}
              registration={register('rateLimitPerMinute')}
              inputMode="numeric"
            />
            <TextField
              label={t('Credit limit in AED (optional)')}
              error={errors.creditLimitFils?.message}
              registration={register('creditLimitFils')}
              inputMode="decimal"
            />
          </div>
          {rateKind === 'net' && (
            <p className="mt-3 text-sm text-muted">
              {t('Set the net prices on the partner’s products once it is saved.')}
            </p>
          )}
        </AdminCard>
        <AdminCard title={t('Booking widget')}>
          <FieldShell
            label={t('Sites that may show the widget, one a line (https://hotel.example)')}
            error={errors.widgetOrigins?.message}
          >
            {({ id, errorId }) => (
              <textarea
                id={id}
                rows={3}
                dir="ltr"
                className="field-input font-mono"
                {...invalidProps(errors.widgetOrigins?.message, errorId)}
                {...register('widgetOrigins')}
              />
            )}
          </FieldShell>
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
            {partner ? t('Save') : t('Create partner')}
          </button>
        </div>
      </form>
    </>
  );
}
