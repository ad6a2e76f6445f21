import {
  PAYMENT_LOGO_LABELS,
  SOCIAL_NETWORK_LABELS,
  type TPaymentLogo,
  type TSocialNetwork,
} from '@rihla/shared/rules/shop';
import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { contentLanguage } from '../../lib/content-language';
import { t } from '../../lib/i18n';
import { telLink, useShop, whatsAppLink } from '../../lib/shop';
import { Logo } from './logo';

const ICON_PROPS = { viewBox: '0 0 24 24', width: 20, height: 20 } as const;

/** The networks' icons, drawn in the current colour. */
const SOCIAL_ICONS: Record<TSocialNetwork, ReactNode> = {
  instagram: (
    <svg aria-hidden="true" {...ICON_PROPS} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1.1" fill="currentColor" stroke="none" />
    </svg>
  ),
  facebook: (
    <svg aria-hidden="true" {...ICON_PROPS} fill="currentColor">
      <path d="M13.6 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z" />
    </svg>
  ),
  x: (
    <svg aria-hidden="true" {...ICON_PROPS} width={18} height={18} fill="currentColor">
      <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
    </svg>
  ),
  youtube: (
    <svg aria-hidden="true" {...ICON_PROPS} fill="currentColor">
      <path
        fillRule="evenodd"
        d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15.1V8.9l5.3 3.1z"
      />
    </svg>
  ),
  tiktok: (
    <svg aria-hidden="true" {...ICON_PROPS} fill="currentColor">
      <path d="M16.6 3c.3 2.2 1.6 3.7 3.9 3.9v3.1a7.3 7.3 0 0 1-3.8-1.1v6.3a6 6 0 1 1-6-6c.3 0 .6 0 .9.1v3.2a2.9 2.9 0 1 0 2 2.7V3z" />
    </svg>
  ),
  linkedin: (
    <svg aria-hidden="true" {...ICON_PROPS} fill="currentColor">
      <path d="M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 8.5h3V21H3zM9 8.5h2.9v1.7c.4-.8 1.5-1.9 3.3-1.9 3.4 0 4 2.2 4 5.2V21h-3v-6.7c0-1.6 0-3.6-2.2-3.6s-2.5 1.7-2.5 3.5V21H9z" />
    </svg>
  ),
};

const BADGE_PROPS = { viewBox: '0 0 56 36', width: 56, height: 36, role: 'img' } as const;
const badgeText = (text: string, fill: string, fontSize = 13) => (
  <text
    x="28"
    y="23"
    textAnchor="middle"
    fontFamily="Arial, Helvetica, sans-serif"
    fontSize={fontSize}
    fontWeight="800"
    fill={fill}
  >
    {text}
  </text>
);

/** The payment methods' badges (the shop chooses which its gateway takes). */
const PAYMENT_BADGES: Record<TPaymentLogo, ReactNode> = {
  visa: (
    <>
      <rect width="56" height="36" rx="6" fill="#fff" />
      <text
        x="28"
        y="24"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="16"
        fontStyle="italic"
        fontWeight="900"
        letterSpacing="0.5"
        fill="#1a1f71"
      >
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      <rect width="56" height="36" rx="6" fill="#fff" />
      <circle cx="22.5" cy="18" r="10" fill="#eb001b" />
      <circle cx="33.5" cy="18" r="10" fill="#f79e1b" />
      <path d="M28 9.65a10 10 0 0 1 0 16.7 10 10 0 0 1 0-16.7z" fill="#ff5f00" />
    </>
  ),
  amex: (
    <>
      <rect width="56" height="36" rx="6" fill="#2e77bc" />
      {badgeText('AMEX', '#fff', 14)}
    </>
  ),
  applePay: (
    <>
      <rect width="56" height="36" rx="6" fill="#000" />
      {badgeText('Apple Pay', '#fff', 10)}
    </>
  ),
  googlePay: (
    <>
      <rect width="56" height="36" rx="6" fill="#fff" />
      {badgeText('Google Pay', '#3c4043', 9)}
    </>
  ),
};

function PaymentBadges({ logos }: { logos: readonly TPaymentLogo[] }) {
  return (
    <ul className="flex flex-wrap items-center gap-2">
      {logos.map((logo) => (
        <li key={logo}>
          <svg {...BADGE_PROPS} aria-label={t(PAYMENT_LOGO_LABELS[logo])}>
            {PAYMENT_BADGES[logo]}
          </svg>
        </li>
      ))}
    </ul>
  );
}

const QUICK_LINK_CLASS =
  'inline-flex min-h-11 min-w-11 items-center rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white lg:min-h-0';
const CONTACT_CLASS =
  'flex min-h-11 items-center gap-3 rounded hover:text-white focus-visible:outline-2 focus-visible:outline-white lg:min-h-0';

/** A footer link: a page of this site in the app, another site in a new tab. */
function FooterLink({ href, label }: { href: string; label: string }) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={QUICK_LINK_CLASS}>
        {t(label)}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={QUICK_LINK_CLASS}>
      {t(label)}
    </a>
  );
}

/** The shop's footer (SPEC section 2: quick links, contact details, payment-method logos, social icons). */
export function Footer() {
  const shop = useShop();
  const year = new Date().getFullYear();
  const whatsApp = whatsAppLink(shop.whatsapp);
  return (
    <footer className="mt-12 bg-brand-900 text-white/80">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-12 lg:gap-8 lg:py-16">
        <div className="lg:col-span-4">
          <Logo tone="light" />
          {shop.hero.subtitle && <p className="mt-4 max-w-sm text-sm leading-relaxed">{shop.hero.subtitle}</p>}
          {shop.socialLinks.length > 0 && (
            <ul className="mt-6 flex flex-wrap gap-2">
              {shop.socialLinks.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('{shop} on {network}', {
                      shop: shop.name,
                      network: SOCIAL_NETWORK_LABELS[link.network],
                    })}
                    className="grid size-11 place-items-center rounded-full bg-white/10 text-white transition hover:bg-white hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                  >
                    {SOCIAL_ICONS[link.network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <nav aria-labelledby="footer-quick-links" className="lg:col-span-5">
          <h2 id="footer-quick-links" className="text-sm font-bold uppercase tracking-wider text-white">
            {t('Quick links')}
          </h2>
          {/* One 44 px row per link on touch screens (WCAG 2.5.5); a denser list from lg. */}
          <ul className="mt-2 grid grid-cols-2 gap-x-6 text-sm lg:mt-4 lg:gap-y-2.5">
            {shop.footerLinks.map((link) => (
              <li key={`${link.href} ${link.label}`}>
                <FooterLink href={link.href} label={link.label} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="lg:col-span-3">
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">{t('Contact us')}</h2>
          <address className="mt-2 text-sm not-italic lg:mt-4 lg:space-y-3">
            <a href={`mailto:${shop.supportEmail}`} className={CONTACT_CLASS}>
              <Mail size={18} aria-hidden="true" className="shrink-0 text-brand-100" />
              <span className="min-w-0 break-all">{shop.supportEmail}</span>
            </a>
            <a href={telLink(shop.supportPhone)} className={CONTACT_CLASS}>
              <Phone size={18} aria-hidden="true" className="shrink-0 text-brand-100" />
              <span dir="ltr">{shop.supportPhone}</span>
            </a>
            {whatsApp && (
              <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={CONTACT_CLASS}>
                <MessageCircle size={18} aria-hidden="true" className="shrink-0 text-brand-100" />
                <span>
                  {t('WhatsApp')} <span dir="ltr">{shop.whatsapp}</span>
                </span>
              </a>
            )}
            {shop.address && (
              <p className="flex items-start gap-3">
                <MapPin size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-100" />
                <span {...contentLanguage(shop.address)}>{shop.address}</span>
              </p>
            )}
          </address>
          {shop.paymentLogos.length > 0 && (
            <>
              <h2 className="mt-8 text-sm font-bold uppercase tracking-wider text-white">{t('We accept')}</h2>
              <div className="mt-3">
                <PaymentBadges logos={shop.paymentLogos} />
              </div>
            </>
          )}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-white/60 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('© {year} {name}. All rights reserved.', { year, name: shop.name })}</p>
          <p>{t('All prices are in AED.')}</p>
        </div>
      </div>
    </footer>
  );
}
