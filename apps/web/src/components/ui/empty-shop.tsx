import { Compass, Mail, Phone } from 'lucide-react';
import { t } from '../../lib/i18n';
import { telLink, useShop } from '../../lib/shop';

/**
 * What a shop with nothing on sale says instead of empty lists: one kind sentence and how to reach the shop. `compact`
 * for the search's dropdown; otherwise a section of the page.
 */
export function EmptyShop({ compact = false }: { compact?: boolean }) {
  const { supportEmail, supportPhone } = useShop();
  const sentence = t(
    'We are getting our first trips ready. Please come back soon, or write to us and we will gladly help.',
  );
  const contacts = (
    <span className="flex flex-wrap items-center justify-center gap-x-5 gap-y-1">
      <a
        href={`mailto:${supportEmail}`}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <Mail size={16} aria-hidden="true" />
        {supportEmail}
      </a>
      <a
        href={telLink(supportPhone)}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <Phone size={16} aria-hidden="true" />
        <span dir="ltr">{supportPhone}</span>
      </a>
    </span>
  );
  if (compact) {
    return (
      <div role="status" className="space-y-1 px-4 py-3 text-center text-sm text-muted">
        <p>{sentence}</p>
        {contacts}
      </div>
    );
  }
  return (
    <section
      aria-labelledby="empty-shop-title"
      className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-white px-6 py-14 text-center"
    >
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Compass size={28} aria-hidden="true" />
      </span>
      <h2 id="empty-shop-title" className="mt-4 text-lg font-bold text-ink text-balance">
        {t('Our trips are on their way')}
      </h2>
      <p className="mt-1 max-w-md text-sm text-muted text-pretty">{sentence}</p>
      <div className="mt-3 text-sm">{contacts}</div>
    </section>
  );
}
