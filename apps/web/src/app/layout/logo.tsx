import { isLongShopNameOnPhone } from '@rihla/shared/constants';
import { Link } from 'react-router';
import { t } from '../../lib/i18n';
import { useShop } from '../../lib/shop';

/** The mark: a sun over two dunes, in the brand teal. Decorative, the wordmark names the link. */
export function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="9" fill="var(--color-brand-700)" />
      <circle cx="20" cy="12" r="5" fill="var(--color-sand-400)" />
      <path d="M3 24c4-5 8-7 13-4.5S25 21 29 18v6.5a4.5 4.5 0 0 1-4.5 4.5h-17A4.5 4.5 0 0 1 3 24.5z" fill="#fff" />
      <path
        d="M3 27c5-3.5 10-4 15-2s8 1.5 11 0v.5a3.5 3.5 0 0 1-3.5 3.5H7A4 4 0 0 1 3 27z"
        fill="var(--color-brand-100)"
      />
    </svg>
  );
}

/**
 * The shop's brand linking home: its uploaded logo, or the mark and its name (two lines at most). `isBesideButtons`
 * (the header) fits a long name to a phone: smaller, without the mark. Below 380 px (a 360 px phone) a short name too
 * goes without the mark, a size smaller (the header's sides narrow there as well): beside LOGIN and SIGN UP, or the
 * six buttons of a signed-in shopper, a five-letter name had 20 px and broke as "Ri / h…".
 */
export function Logo({
  tone = 'dark',
  isBesideButtons = false,
  isCrowded = false,
}: {
  tone?: 'dark' | 'light';
  isBesideButtons?: boolean;
  /** The header of a signed-in shopper: six buttons beside it on a phone, no room for the mark and the name. */
  isCrowded?: boolean;
}) {
  const shop = useShop();
  const isLongOnPhone = isBesideButtons && isLongShopNameOnPhone(shop.name);
  const isMarkHiddenOnPhone = isLongOnPhone || (isBesideButtons && isCrowded);
  return (
    <Link
      to="/"
      aria-label={t('{name} home', { name: shop.name })}
      className={`inline-flex min-h-11 min-w-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 ${tone === 'dark' ? 'focus-visible:outline-brand-500' : 'focus-visible:outline-white'}`}
    >
      {shop.logo ? (
        <img src={shop.logo} alt="" className="h-10 w-auto max-w-[120px] object-contain object-left sm:max-w-[160px]" />
      ) : (
        <>
          <LogoMark
            className={`size-8 shrink-0 ${isMarkHiddenOnPhone ? 'hidden sm:block' : isBesideButtons ? 'max-[379px]:hidden' : ''}`}
          />
          <span
            className={`line-clamp-2 font-extrabold tracking-tight break-words sm:text-[22px] sm:leading-tight ${isLongOnPhone ? 'text-[13px] leading-4' : `text-lg leading-tight ${isBesideButtons ? 'max-[379px]:text-base' : ''}`} ${tone === 'dark' ? 'text-brand-900' : 'text-white'}`}
          >
            {shop.name}
          </span>
        </>
      )}
    </Link>
  );
}
