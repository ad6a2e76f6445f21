import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSENGER_MESSAGE_MAX,
  PASSENGER_TEXT_MAX,
  type TPassengerChannel,
  type TPassengerMessage,
  ZPassengerMessage,
} from '@rihla/shared/schemas/operator-departures';
import type { TDepartureKey } from '@rihla/shared/schemas/operator-manifests';
import { useForm, useWatch } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { useAffectedBookings } from '../timetables/timetable-calls';
import { DEPARTURE_CALLS } from './departure-calls';

const CHANNELS: ReadonlyArray<readonly [TPassengerChannel, string]> = [
  ['email', 'Email'],
  ['sms', 'Text message'],
];

/**
 * Message a departure's passengers (issue 34, decision 073): a free text by email and/or text to every confirmed
 * booking's lead guest; a text stays short. Each order's timeline records what was sent and by whom.
 */
export function MessagePassengersDialog({ departure, onClose }: { departure: TDepartureKey; onClose(): void }) {
  const bookings = useAffectedBookings(departure, true);
  const write = useDeskWrite();
  const form = useForm<TPassengerMessage>({
    resolver: zodResolver(ZPassengerMessage),
    defaultValues: { text: '', channels: ['email', 'sms'] },
  });
  const [text, channels] = useWatch({ control: form.control, name: ['text', 'channels'] });
  const limit = channels.includes('sms') ? PASSENGER_TEXT_MAX : PASSENGER_MESSAGE_MAX;
  const count = bookings.data?.bookings.filter((booking) => booking.status === 'confirmed').length ?? 0;
  const submit = form.handleSubmit(async (values) => {
    await write.send(() => operatorCall('operator/messagePassengers', { ...departure, ...values }), {
      done: (message) => t(message),
      changes: DEPARTURE_CALLS,
      form,
      after: onClose,
    });
  });
  const toggle = (channel: TPassengerChannel, isOn: boolean) =>
    form.setValue(
      'channels',
      CHANNELS.map(([each]) => each).filter((each) => (each === channel ? isOn : channels.includes(each))),
      { shouldValidate: form.formState.isSubmitted },
    );
  const errors = form.formState.errors;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('Message the passengers')}
      description={t('{date} at {start}', { date: formatDate(departure.date), start: departure.start })}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <p className="text-sm text-ink" aria-live="polite">
          {bookings.isPending ? (
            <Spinner size={16} />
          ) : count === 1 ? (
            t('To the lead guest of the one booking on this departure.')
          ) : (
            t('To the lead guest of each of the {count} bookings on this departure.', { count })
          )}
        </p>
        <fieldset>
          <legend className="field-label">{t('Send by')}</legend>
          <div className="flex flex-wrap gap-4">
            {CHANNELS.map(([channel, label]) => (
              <label key={channel} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={channels.includes(channel)}
                  onChange={(event) => toggle(channel, event.target.checked)}
                />
                {t(label)}
              </label>
            ))}
          </div>
          {errors.channels && (
            <p role="alert" className="field-error">
              {t(errors.channels.message ?? '')}
            </p>
          )}
        </fieldset>
        <div>
          <label htmlFor="passenger-message" className="field-label">
            {t('Message')}
          </label>
          <textarea
            id="passenger-message"
            className="field-input min-h-32"
            value={text}
            maxLength={PASSENGER_MESSAGE_MAX}
            onChange={(event) =>
              form.setValue('text', event.target.value, { shouldValidate: form.formState.isSubmitted })
            }
            aria-invalid={errors.text ? true : undefined}
            aria-describedby="passenger-message-count"
          />
          <p
            id="passenger-message-count"
            className={`text-end text-xs ${text.length > limit ? 'font-semibold text-danger' : 'text-muted'}`}
          >
            {t('{length} of {limit} characters', { length: text.length, limit })}
          </p>
          {errors.text && (
            <p role="alert" className="field-error">
              {t(errors.text.message ?? '')}
            </p>
          )}
        </div>
        {write.error && (
          <p role="alert" className="field-error">
            {t(write.error)}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('Cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={write.isBusy || count === 0}>
            {write.isBusy && <Spinner size={16} />}
            {t('Send the message')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
