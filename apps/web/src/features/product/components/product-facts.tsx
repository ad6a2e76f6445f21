import type { TProductDetail } from '@rihla/shared/schemas/catalogue';
import { CalendarCheck, Clock, MapPin, UserCheck, Users, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { contentLanguage } from '../../../lib/content-language';
import { t } from '../../../lib/i18n';

/** A duration in hours as people say it: "45 minutes", "1 hour", "12 hours", "2.5 hours". */
export function formatHours(hours: number): string {
  if (hours > 0 && hours < 1) return t('{count} minutes', { count: Math.round(hours * 60) });
  if (hours === 1) return t('1 hour');
  return t('{count} hours', { count: Number(hours.toFixed(2)) });
}

export interface TFact {
  icon: ReactNode;
  label: string;
  value: string;
  /** The value is the operator's content (a place, the availability): marked with its language (decision 105). */
  isContent?: boolean;
}

/** The key facts of a detail page (SPEC section 2); Maximum People only for group tours. */
export function detailFacts(product: TProductDetail): TFact[] {
  const iconProps = { size: 20, 'aria-hidden': true } as const;
  const facts: TFact[] = [
    { icon: <CalendarCheck {...iconProps} />, label: t('Availability'), value: product.availability, isContent: true },
    { icon: <Clock {...iconProps} />, label: t('Duration'), value: formatHours(product.duration) },
    { icon: <UserCheck {...iconProps} />, label: t('Minimum People'), value: String(product.min_ppl) },
  ];
  if (product.tour_type === 'Group') {
    facts.push({ icon: <UsersRound {...iconProps} />, label: t('Maximum People'), value: String(product.max_ppl) });
  }
  facts.push(
    { icon: <Users {...iconProps} />, label: t('Tour Type'), value: t(product.tour_type) },
    { icon: <MapPin {...iconProps} />, label: t('Location'), value: product.location, isContent: true },
  );
  return facts;
}

export function FactGrid({ facts }: { facts: TFact[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {facts.map((fact) => (
        // The icon sits inside the <dt> (a <dl>'s group holds only <dt> and <dd>): above the label on phones, at
        // the card's start from sm.
        <div
          key={fact.label}
          className="relative min-w-0 rounded-xl border border-line bg-white p-3.5 sm:min-h-16 sm:ps-[calc(0.875rem+2.25rem+0.75rem)]"
        >
          <dt className="text-xs font-medium text-muted">
            <span className="mb-2 grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 sm:absolute sm:start-3.5 sm:top-3.5 sm:mb-0">
              {fact.icon}
            </span>
            {fact.label}
          </dt>
          <dd className="mt-0.5 text-sm font-semibold text-ink" {...(fact.isContent && contentLanguage(fact.value))}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
