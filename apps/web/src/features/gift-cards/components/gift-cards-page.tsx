import { GIFT_CARD_MAX_AED, GIFT_CARD_MIN_AED } from '@rihla/shared/rules/gift-cards';
import {
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_PRESET_AMOUNTS,
  type TBuyGiftCardRequest,
  ZBuyGiftCardRequest,
} from '@rihla/shared/schemas/gift-cards';
import { CircleAlert, Gift } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { Spinner } from '../../../components/ui/spinner';
import { ValueField } from '../../../components/ui/value-field';
import { useAuthModal } from '../../../lib/auth-modal';
import { formatCount, formatPrice } from '../../../lib/format';
import { gatewayPath } from '../../../lib/gateway-path';
import { t } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';
import { showFailure } from '../../../lib/show-failure';
import { isLoggedIn } from '../../../lib/storage';
import { useBuyGiftCard } from '../api/buy-gift-card';
import { useGiftCardPurchase } from '../api/view-gift-card-purchase';
import { GiftCardDetails } from './gift-card-details';

type TField = 'amount' | 'recipient_name' | 'message';
type TAmountChoice = (typeof GIFT_CARD_PRESET_AMOUNTS)[number] | 'custom';

/**
 * /gift-cards: a gift card of its own, AED 50 to 5,000, with the recipient's name and a message, paid by card on
 * the gateway's page. The gateway sends the buyer back here with ?purchase=<id>, and the card is shown.
 */
export function GiftCardsPage() {
  const shop = useShop();
  const [params] = useSearchParams();
  const purchaseId = params.get('purchase');
  return (
    <div className="container-page py-6 sm:py-10">
      <div className="mx-auto max-w-2xl">
        <Breadcrumbs items={[{ label: t('Home'), to: '/' }, { label: t('Gift cards') }]} />
        <h1 className="mt-4 mb-2 text-2xl font-bold text-ink sm:text-3xl">{t('Gift cards')}</h1>
        <p className="mb-6 text-muted">
          {t(
            'Give a trip in the UAE: a {shop} gift card of AED 50 to 5,000 with your message, valid for a year. We send you its code to pass on.',
            { shop: shop.name },
          )}
        </p>
        {purchaseId ? <PurchaseResult purchaseId={purchaseId} /> : <BuyForm />}
      </div>
    </div>
  );
}

export function BuyForm() {
  const navigate = useNavigate();
  const authModal = useAuthModal();
  const buy = useBuyGiftCard();
  const [choice, setChoice] = useState<TAmountChoice>(250);
  const [custom, setCustom] = useState('');
  const [recipient, setRecipient] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const ids = { custom: useId(), recipient: useId(), message: useId(), amount: useId() };

  const amount = choice === 'custom' ? (custom.trim() === '' ? Number.NaN : Number(custom)) : choice;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: TBuyGiftCardRequest = { amount, recipient_name: recipient, message };
    const parsed = ZBuyGiftCardRequest.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<TField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as TField;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    if (!isLoggedIn()) {
      authModal.open('login');
      return;
    }
    const result = await buy.mutateAsync(parsed.data);
    if (result.status !== 1) {
      showFailure(result);
      return;
    }
    navigate(gatewayPath(result.data.Transaction.TransactionID, result.data.Transaction.PaymentPage));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
    >
      <fieldset>
        <legend className="field-label">{t('Amount')}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-5">
          {[...GIFT_CARD_PRESET_AMOUNTS, 'custom' as const].map((option) => (
            <label
              key={option}
              className={`flex cursor-pointer items-center justify-center rounded-xl border px-3 py-2.5 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
                choice === option ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-line text-ink'
              }`}
            >
              <input
                type="radio"
                name={ids.amount}
                className="sr-only"
                checked={choice === option}
                onChange={() => setChoice(option)}
              />
              {option === 'custom' ? t('Other amount') : formatPrice(option)}
            </label>
          ))}
        </div>
        {choice === 'custom' && (
          <div className="mt-3">
            <ValueField
              id={ids.custom}
              label={t('Amount in AED ({min} to {max})', {
                min: formatCount(GIFT_CARD_MIN_AED),
                max: formatCount(GIFT_CARD_MAX_AED),
              })}
              inputMode="numeric"
              value={custom}
              onChange={setCustom}
              error={errors.amount}
            />
          </div>
        )}
      </fieldset>
      <ValueField
        id={ids.recipient}
        label={t("Recipient's name")}
        autoComplete="off"
        value={recipient}
        onChange={setRecipient}
        error={errors.recipient_name}
      />
      <div>
        <label htmlFor={ids.message} className="field-label">
          {t('Message (optional)')}
        </label>
        <textarea
          id={ids.message}
          className="field-input min-h-24"
          maxLength={GIFT_CARD_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`${ids.message}-count`}
        />
        <p id={`${ids.message}-count`} className="mt-1 text-end text-xs text-muted">
          {t('{count} of {max} characters', { count: String(message.length), max: String(GIFT_CARD_MESSAGE_MAX) })}
        </p>
        {errors.message && <p className="field-error">{t(errors.message)}</p>}
      </div>
      <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          {t('Paid by card. Points, wallet and gift cards cannot pay for a gift card.')}
        </p>
        <button type="submit" className="btn-primary" disabled={buy.isPending}>
          <Gift size={18} aria-hidden="true" />
          {Number.isFinite(amount) && amount > 0 ? t('Pay {amount}', { amount: formatPrice(amount) }) : t('Pay')}
        </button>
      </div>
    </form>
  );
}

/** Back from the gateway: the card once it is made (the server confirms with the gateway), or why there is none. */
function PurchaseResult({ purchaseId }: { purchaseId: string }) {
  const purchase = useGiftCardPurchase(purchaseId);
  if (purchase.isError) {
    return (
      <p role="alert" className="flex items-start gap-3 rounded-2xl border border-line bg-white p-4 text-ink">
        <CircleAlert size={20} aria-hidden="true" className="mt-px shrink-0 text-danger" />
        {t(purchase.error.message)}
      </p>
    );
  }
  const data = purchase.data;
  if (!data || data.state === 'pending') {
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white p-8 text-center"
      >
        <Spinner />
        <p className="font-semibold text-ink">{t('Confirming your payment…')}</p>
      </div>
    );
  }
  if (data.state === 'declined' || !data.card) {
    return (
      <div role="alert" className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5">
        <p className="font-semibold text-ink">{t('The payment was declined. No gift card was bought.')}</p>
        <a href="/gift-cards" className="btn-secondary self-start">
          {t('Try again')}
        </a>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-2xl bg-brand-50 px-4 py-3 font-semibold text-brand-700">
        {t('Thank you! Your gift card is ready. We have sent its code to you, and Your Orders always shows it.')}
      </p>
      <GiftCardDetails card={data.card} />
    </div>
  );
}
