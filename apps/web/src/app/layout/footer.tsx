import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../lib/i18n';
import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from '../../lib/shop-contact';
import { LogoMark } from './logo';

const QUICK_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/faq', label: 'Help' },
  { to: '/blogs', label: 'Blog' },
  { to: '/gift-cards', label: 'Gift Cards' },
  { to: '/VisaChange', label: 'Visa Change' },
  { to: '/PrivacyPolicy', label: 'Privacy Policy' },
  { to: '/TermsofServices', label: 'Terms of Service' },
  { to: '/CookiesPolicy', label: 'Cookies Policy' },
  { to: '/IntellectualPropertyPolicy', label: 'Intellectual Property' },
  { to: '/LawEnforcementResources', label: 'Law Enforcement' },
] as const;

const SOCIAL_LINKS: Array<{ href: string; label: string; icon: ReactNode }> = [
  {
    href: 'https://www.instagram.com/',
    label: 'Rihla on Instagram',
    icon: (
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="1.1" fill="currentColor" stroke="none" />
      </svg>
    ),
  },
  {
    href: 'https://www.facebook.com/',
    label: 'Rihla on Facebook',
    icon: (
      <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
        <path d="M13.6 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21z" />
      </svg>
    ),
  },
  {
    href: 'https://x.com/',
    label: 'Rihla on X',
    icon: (
      <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
        <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
      </svg>
    ),
  },
  {
    href: 'https://www.youtube.com/',
    label: 'Rihla on YouTube',
    icon: (
      <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15.1V8.9l5.3 3.1z"
        />
      </svg>
    ),
  },
];

/** Visa and MasterCard, the cards accepted (SPEC section 9), drawn as small badges. */
function PaymentBadges() {
  return (
    <ul className="flex items-center gap-2">
      <li>
        <svg viewBox="0 0 56 36" width="56" height="36" role="img" aria-label={t('Visa')}>
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
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 56 36" width="56" height="36" role="img" aria-label={t('MasterCard')}>
          <rect width="56" height="36" rx="6" fill="#fff" />
          <circle cx="22.5" cy="18" r="10" fill="#eb001b" />
          <circle cx="33.5" cy="18" r="10" fill="#f79e1b" />
          <path d="M28 9.65a10 10 0 0 1 0 16.7 10 10 0 0 1 0-16.7z" fill="#ff5f00" />
        </svg>
      </li>
    </ul>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-12 bg-brand-900 text-white/80">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-12 lg:gap-8 lg:py-16">
        <div className="lg:col-span-4">
          <Link
            to="/"
            aria-label={t('Rihla home')}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
          >
            <LogoMark className="size-8" />
            <span className="text-[22px] font-extrabold tracking-tight text-white">{t('Rihla')}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            {t(
              'Desert safaris, Musandam dhow cruises, city tickets and holidays across the UAE, booked in minutes and paid in AED.',
            )}
          </p>
          <ul className="mt-6 flex gap-2">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(link.label)}
                  className="grid size-11 place-items-center rounded-full bg-white/10 text-white transition hover:bg-white hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  {link.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-quick-links" className="lg:col-span-5">
          <h2 id="footer-quick-links" className="text-sm font-bold uppercase tracking-wider text-white">
            {t('Quick links')}
          </h2>
          {/* One 44 px row per link on touch screens (WCAG 2.5.5); a denser list from lg. */}
          <ul className="mt-2 grid grid-cols-2 gap-x-6 text-sm lg:mt-4 lg:gap-y-2.5">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 min-w-11 items-center rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white lg:min-h-0"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="lg:col-span-3">
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">{t('Contact us')}</h2>
          <address className="mt-2 text-sm not-italic lg:mt-4 lg:space-y-3">
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="flex min-h-11 items-center gap-3 rounded hover:text-white focus-visible:outline-2 focus-visible:outline-white lg:min-h-0"
            >
              <Mail size={18} aria-hidden="true" className="shrink-0 text-brand-100" />
              {SUPPORT_EMAIL}
            </a>
            <a
              href={telHref(SUPPORT_PHONE)}
              className="flex min-h-11 items-center gap-3 rounded hover:text-white focus-visible:outline-2 focus-visible:outline-white lg:min-h-0"
            >
              <Phone size={18} aria-hidden="true" className="shrink-0 text-brand-100" />
              <span dir="ltr">{SUPPORT_PHONE}</span>
            </a>
            <p className="flex items-start gap-3">
              <MapPin size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-brand-100" />
              <span>{t('Business Bay, Dubai, United Arab Emirates')}</span>
            </p>
          </address>
          <h2 className="mt-8 text-sm font-bold uppercase tracking-wider text-white">{t('We accept')}</h2>
          <div className="mt-3">
            <PaymentBadges />
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-white/60 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('© {year} Rihla. All rights reserved.', { year })}</p>
          <p>{t('All prices are in AED.')}</p>
        </div>
      </div>
    </footer>
  );
}
