import { ArrowLeft, CircleAlert, Lock, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paymentPageBack } from '../../../lib/gateway-path';
import { t } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';

const FRAME_NAME = 'payment-frame';

/**
 * The payment page address taken from the route, if it is one this app may post to: an http(s) URL on
 * the app's own origin (the gateway's hosted page is served through it). Anything else is refused, so the
 * route cannot be used to post a form to an arbitrary site.
 */
export function allowedPaymentPage(actionUrl: string, origin = window.location.origin): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(actionUrl);
  } catch {
    return null;
  }
  let url: URL;
  try {
    url = new URL(decoded);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return url.origin === origin ? url.href : null;
}

/**
 * /gateway/{transactionID}/{actionURL}: posts the transaction id to the gateway's page inside a frame. Its way back
 * goes to the cart, or to the phone booking's link page its payer came from (paymentPageBack).
 */
export function GatewayPage({ transactionId, actionUrl }: { transactionId: string; actionUrl: string }) {
  const shop = useShop();
  const action = allowedPaymentPage(actionUrl);
  const back = paymentPageBack(useLocation().state);
  const formRef = useRef<HTMLFormElement>(null);
  const hasSubmitted = useRef(false);
  const [isFrameLoaded, setIsFrameLoaded] = useState(false);

  useEffect(() => {
    // Once only: React StrictMode runs effects twice in development.
    if (!action || hasSubmitted.current || !formRef.current) return;
    hasSubmitted.current = true;
    formRef.current.requestSubmit();
  }, [action]);

  if (!action || !transactionId) {
    return (
      <div className="container-page py-12 sm:py-16">
        <div
          role="alert"
          className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-line bg-white px-6 py-10 text-center shadow-sm"
        >
          <span className="mb-4 grid size-14 place-items-center rounded-full bg-red-50 text-danger">
            <CircleAlert size={28} aria-hidden="true" />
          </span>
          <h1 className="text-xl font-bold text-ink">{t('This payment link is not valid')}</h1>
          <p className="mt-2 text-sm text-muted">{t(back.startAgain)}</p>
          <Link to={back.to} className="btn-primary mt-6">
            <ArrowLeft size={18} aria-hidden="true" className="rtl:rotate-180" />
            {t(back.label)}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="container-page py-6 sm:py-10">
      <div className="mx-auto max-w-3xl">
        <div className="mb-4 flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700">
            <Lock size={20} aria-hidden="true" />
          </span>
          <div>
            <h1 className="text-2xl font-bold text-ink">{t('Secure payment')}</h1>
            <p className="mt-0.5 text-sm text-muted">
              {t('The card form below is provided by our payment gateway. {shop} never sees your card details.', {
                shop: shop.name,
              })}
            </p>
          </div>
        </div>

        <form ref={formRef} method="post" action={action} target={FRAME_NAME} hidden>
          <input type="hidden" name="TransactionID" value={transactionId} />
        </form>

        <div className="relative overflow-hidden rounded-2xl border border-line bg-[#f3f5f9] shadow-sm">
          {!isFrameLoaded && (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white" role="status">
              <Spinner size={32} />
              <p className="text-sm text-muted">{t('Opening the secure payment page…')}</p>
            </div>
          )}
          <iframe
            name={FRAME_NAME}
            title={t('Secure payment')}
            className="block h-[640px] w-full border-0"
            onLoad={() => {
              if (hasSubmitted.current) setIsFrameLoaded(true);
            }}
          />
        </div>

        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
          <Link
            to={back.to}
            className="flex items-center gap-1 rounded font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <ArrowLeft size={16} aria-hidden="true" className="rtl:rotate-180" />
            {t(back.label)}
          </Link>
          <p className="flex items-center gap-2 text-muted">
            <ShieldCheck size={16} className="text-brand-700" aria-hidden="true" />
            {t('Encrypted connection · Visa and MasterCard')}
          </p>
        </div>
      </div>
    </div>
  );
}
