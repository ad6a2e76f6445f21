import { zodResolver } from '@hookform/resolvers/zod';
import {
  GIFT_CARD_MESSAGE_MAX,
  type TIssueGiftCardForm,
  type TIssueGiftCardRequest,
  ZIssueGiftCardForm,
  ZVoidGiftCardRequest,
} from '@rihla/shared/schemas/gift-cards';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminInput } from '../components/admin-ui';
import { ReasonDialog } from '../components/reason-dialog';
import { GIFT_CARD_CALLS } from './gift-card-calls';
import { aed, maskedCode } from './gift-card-format';

/**
 * Issues a card (promotions.write): amount in AED, recipient, message and an optional last day; then its code, shown
 * this once to hand over (the desk shows only its last four after), and its page.
 */
export function IssueGiftCardDialog({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  const write = useDeskWrite();
  const [issued, setIssued] = useState<{ id: string; code: string } | null>(null);
  const form = useForm<TIssueGiftCardForm, unknown, TIssueGiftCardRequest>({
    resolver: zodResolver(ZIssueGiftCardForm),
    defaultValues: { amount: '', recipientName: '', message: '', expiresOn: '' },
  });
  const [amount, recipientName, message, expiresOn] = useWatch({
    control: form.control,
    name: ['amount', 'recipientName', 'message', 'expiresOn'],
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    await write.send(() => operatorCall('operator/issueGiftCard', values), {
      done: (text) => t(text),
      changes: GIFT_CARD_CALLS,
      after: (card) => setIssued({ id: card.id, code: card.code }),
      form,
    });
  });

  if (issued) {
    const openCard = () => {
      onClose();
      navigate(`/admin/gift-cards/${issued.id}`);
    };
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && openCard()}
        title={t('Gift card issued')}
        description={t('Hand this code over now: it is not shown again here.')}
      >
        <p className="rounded-lg bg-surface p-3 text-center font-mono text-lg font-semibold">{issued.code}</p>
        <div className="mt-4 flex justify-end">
          <button type="button" className="btn-primary" onClick={openCard}>
            {t('Open the card')}
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('Issue a gift card')}
      description={t('The card is recorded with your name; its code is shown once, next, to hand over.')}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <AdminInput
          id="gift-amount"
          label={t('Amount in AED (50 to 5,000)')}
          inputMode="numeric"
          value={amount}
          onChange={(value) => form.setValue('amount', value)}
          error={errors.amount?.message}
        />
        <AdminInput
          id="gift-recipient"
          label={t("Recipient's name")}
          value={recipientName}
          onChange={(value) => form.setValue('recipientName', value)}
          error={errors.recipientName?.message}
        />
        <div>
          <label htmlFor="gift-message" className="field-label">
            {t('Message (optional)')}
          </label>
          <textarea
            id="gift-message"
            className="field-input min-h-20"
            maxLength={GIFT_CARD_MESSAGE_MAX}
            value={message}
            onChange={(event) => form.setValue('message', event.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'gift-message-error' : undefined}
          />
          {errors.message?.message && (
            <p id="gift-message-error" className="field-error">
              {t(errors.message.message)}
            </p>
          )}
        </div>
        <AdminInput
          id="gift-expiry"
          label={t('Last valid day (optional; a year from today when empty)')}
          type="date"
          value={expiresOn}
          onChange={(value) => form.setValue('expiresOn', value)}
          error={errors.expiresOn?.message}
        />
        <DialogFooter error={write.error} isBusy={write.isBusy} submit={t('Issue')} onClose={onClose} />
      </form>
    </Dialog>
  );
}

/** Voids a card with a reason (promotions.write): what is left of its balance is taken to zero. */
export function VoidGiftCardDialog({
  card,
  onClose,
}: {
  card: { id: string; codeEnd: string; balanceFils: number };
  onClose(): void;
}) {
  return (
    <ReasonDialog
      title={t('Void gift card {code}', { code: maskedCode(card.codeEnd) })}
      description={t(
        'It can no longer be spent or redeemed; its balance of {amount} goes to zero. This cannot be undone.',
        { amount: aed(card.balanceFils) },
      )}
      actionLabel={t('Void')}
      actionClass="btn-danger"
      fieldId="void-reason"
      schema={ZVoidGiftCardRequest}
      bodyOf={(reason) => ({ giftCardId: card.id, reason })}
      send={(body) => operatorCall('operator/voidGiftCard', body)}
      changes={GIFT_CARD_CALLS}
      onClose={onClose}
    />
  );
}

/** A dialog's end: the server's refusal, Cancel and the submit button. */
function DialogFooter(props: {
  error: string | null;
  isBusy: boolean;
  submit: string;
  submitClass?: string;
  onClose(): void;
}) {
  return (
    <>
      {props.error && (
        <p role="alert" className="field-error">
          {t(props.error)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={props.onClose}>
          {t('Cancel')}
        </button>
        <button type="submit" className={props.submitClass ?? 'btn-primary'} disabled={props.isBusy}>
          {props.submit}
        </button>
      </div>
    </>
  );
}
