import { zodResolver } from '@hookform/resolvers/zod';
import type { TLanguage } from '@rihla/shared/rules/languages';
import type { TPhoneCustomer } from '@rihla/shared/schemas/operator-phone-bookings';
import { ZCreateCustomerRequest } from '@rihla/shared/schemas/operator-phone-bookings';
import { type FormEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminInput } from '../components/admin-ui';

/** The new account's fields: the create call's own rules for them (the phone is the one the caller was found by). */
const ZNewCustomer = ZCreateCustomerRequest.pick({ firstName: true, lastName: true, email: true });
type TNewCustomer = z.input<typeof ZNewCustomer>;

/**
 * The caller: found by the phone number they give (as sign-up stores it), or, when nobody has it, a new shopper
 * account with their name and, if they have one, their email.
 */
export function CustomerStep({
  customer,
  onChosen,
}: {
  customer: TPhoneCustomer | null;
  /** The customer found or created, with the language of their last order (null: none, or a new account). */
  onChosen(customer: TPhoneCustomer | null, lastLanguage: TLanguage | null): void;
}) {
  const [phone, setPhone] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const form = useForm<TNewCustomer, unknown, z.output<typeof ZNewCustomer>>({
    resolver: zodResolver(ZNewCustomer),
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const fields = useWatch({ control: form.control });
  const fieldErrors = form.formState.errors;
  const finding = useDeskWrite();
  const creating = useDeskWrite();

  const find = async (event: FormEvent) => {
    event.preventDefault();
    onChosen(null, null);
    setSearched(null);
    await finding.send(() => operatorCall('operator/findCustomer', { phone }), {
      after: (data) => {
        setSearched(data.phone);
        if (data.customer) onChosen(data.customer, data.lastLanguage);
      },
    });
  };

  const create = form.handleSubmit(async (values) => {
    await creating.send(() => operatorCall('operator/createCustomer', { ...values, phone }), {
      done: (message) => t(message),
      after: (created) => onChosen(created, null),
      form,
    });
  });

  return (
    <AdminCard title={t('The customer')}>
      <form className="flex flex-wrap items-end gap-3" onSubmit={find}>
        <div className="min-w-60 flex-1">
          <AdminInput
            id="caller-phone"
            label={t('Caller’s phone number')}
            type="tel"
            value={phone}
            onChange={setPhone}
            placeholder="050 123 4567"
            maxLength={30}
            error={finding.error}
            required
          />
        </div>
        <button type="submit" className="btn-primary" disabled={finding.isBusy}>
          {t('Find customer')}
        </button>
      </form>
      {customer && (
        <p className="mt-4 rounded-xl bg-brand-50 p-3" data-testid="chosen-customer">
          <span className="font-semibold">
            {customer.firstName} {customer.lastName}
          </span>
          {' · '}
          <bdi dir="ltr">{customer.phone}</bdi>
          {customer.email && ` · ${customer.email}`}
        </p>
      )}
      {!customer && searched && (
        <form className="mt-4 space-y-3 border-t border-line pt-4" onSubmit={create} noValidate>
          <p className="text-sm">
            {t('Nobody has signed up with {phone}: create their account.', { phone: searched })}
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            {(
              [
                ['firstName', 'First name'],
                ['lastName', 'Last name'],
                ['email', 'Email (optional)'],
              ] as const
            ).map(([field, label]) => (
              <AdminInput
                key={field}
                id={`new-customer-${field}`}
                label={t(label)}
                type={field === 'email' ? 'email' : 'text'}
                value={fields[field] ?? ''}
                onChange={(value) => form.setValue(field, value)}
                error={fieldErrors[field]?.message}
              />
            ))}
          </div>
          {creating.error && (
            <p role="alert" className="text-danger">
              {t(creating.error)}
            </p>
          )}
          <p className="text-xs text-muted">
            {t('The account gets no password they know: they can set one with Forgot password.')}
          </p>
          <button type="submit" className="btn-secondary" disabled={creating.isBusy}>
            {t('Create customer')}
          </button>
        </form>
      )}
    </AdminCard>
  );
}
