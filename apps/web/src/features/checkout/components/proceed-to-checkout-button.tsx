import { MESSAGES } from '@rihla/shared/constants';
import { ArrowRight, LoaderCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { t } from '../../../lib/i18n';
import { showFailure } from '../../../lib/show-failure';
import { toast } from '../../../lib/toast';
import { useCreateCheckout } from '../api/create-checkout';

/** Proceed To Checkout: prices the cart as a checkout and opens /checkout/{its id} (SPEC section 4, Cart flow). */
export function ProceedToCheckoutButton({ isCartEmpty }: { isCartEmpty: boolean }) {
  const navigate = useNavigate();
  const checkout = useCreateCheckout();

  const proceed = () => {
    if (isCartEmpty) {
      toast.error(t(MESSAGES.addPackageBeforeCheckout));
      return;
    }
    checkout.mutate(
      {},
      {
        onSuccess: (result) => {
          const first = result.status === 1 ? result.data[0] : undefined;
          if (first) navigate(`/checkout/${encodeURIComponent(first._id)}`);
          else showFailure({ message: result.message || MESSAGES.addPackageBeforeCheckout });
        },
      },
    );
  };

  return (
    <button type="button" className="btn-primary w-full" onClick={proceed} disabled={checkout.isPending}>
      {checkout.isPending ? <LoaderCircle size={18} className="animate-spin" aria-hidden="true" /> : null}
      {t('Proceed To Checkout')}
      {!checkout.isPending && <ArrowRight size={18} aria-hidden="true" className="rtl:rotate-180" />}
    </button>
  );
}
