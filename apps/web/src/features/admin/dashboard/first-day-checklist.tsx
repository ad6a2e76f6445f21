import { DESK_FIRST_DAY_STEPS, type TFirstDayData, type TFirstDayStep } from '@rihla/shared/schemas/first-day';
import { Circle, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';

/** What each step asks, and the words of its link. */
const STEP_TEXTS: Record<TFirstDayStep, { title: string; detail: string; link: string }> = {
  shopSettings: {
    title: 'Set up your shop',
    detail: 'Its name, contact, logo, footer and home page, as shoppers will see them.',
    link: 'Open shop settings',
  },
  taxDetails: {
    title: "Add the seller's tax details",
    detail: 'The TRN and address your tax invoices and vouchers print.',
    link: 'Add the TRN and address',
  },
  firstProduct: {
    title: 'Add a first product with its timetable and prices',
    detail: 'Publish it with a price and departures with seats, so shoppers can book it.',
    link: 'Add the product',
  },
  testBooking: {
    title: 'Make a test booking',
    detail: 'Book your product on the storefront and pay it on the sandbox with the test card.',
    link: 'Open the storefront',
  },
  staffInvited: {
    title: 'Invite your staff',
    detail: 'Managers, agents, guides and editors, each with the role they work in.',
    link: 'Invite staff',
  },
  phoneBooking: {
    title: 'Take a first phone booking',
    detail: 'Find the caller by their number, tell them the price, hold their seats and send them the payment link.',
    link: 'Book for a caller',
  },
  checkIn: {
    title: 'Check passengers in',
    detail: 'Open a departure’s manifest and check a booking in by its reference or by scanning its voucher.',
    link: 'Open manifests and check-in',
  },
};

const isDeskStep = (key: TFirstDayStep) => (DESK_FIRST_DAY_STEPS as readonly TFirstDayStep[]).includes(key);

/** The product step's link says where it leads: a new product, or the timetables of one not bookable yet. */
function linkText(key: TFirstDayStep, path: string): string {
  if (key === 'firstProduct' && path === '/admin/timetables') return t('Set its timetable and prices');
  if (key === 'firstProduct' && path === '/admin/products') return t('See your products');
  return t(STEP_TEXTS[key].link);
}

function StepLink({ step }: { step: TFirstDayData['steps'][number] }) {
  const text = linkText(step.key, step.path);
  const className = 'text-sm font-semibold text-brand-700 hover:underline';
  // The storefront is the shoppers' site: it opens beside the back office.
  if (!step.path.startsWith('/admin')) {
    return (
      <a href={step.path} target="_blank" rel="noopener" className={className}>
        {text}
      </a>
    );
  }
  return (
    <Link to={step.path} className={className}>
      {text}
    </Link>
  );
}

function Steps({ data }: { data: TFirstDayData }) {
  return (
    <ol className="divide-y divide-line">
      {data.steps.map((step) => {
        const texts = STEP_TEXTS[step.key];
        return (
          <li key={step.key} className="flex items-start gap-3 py-3" data-testid={`first-day-${step.key}`}>
            {step.isDone ? (
              <CircleCheck size={22} className="mt-0.5 shrink-0 text-brand-700" aria-hidden="true" />
            ) : (
              <Circle size={22} className="mt-0.5 shrink-0 text-muted" aria-hidden="true" />
            )}
            <div className="min-w-0 flex-1">
              <p className={step.isDone ? 'font-semibold text-muted line-through' : 'font-semibold text-ink'}>
                {t(texts.title)}
                <span className="sr-only">{step.isDone ? t(' (done)') : t(' (to do)')}</span>
              </p>
              <p className="text-sm text-muted">{t(texts.detail)}</p>
              <StepLink step={step} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The first day's checklist (issue 34, decision 071): on an install with no products, the back office's first page;
 * afterwards a line above the dashboard that opens to the steps left, until every one is done. An agent's or a
 * guide's is their own desk's steps, on their overview until each is done (decision 079).
 */
export function FirstDayChecklist({ data }: { data: TFirstDayData }) {
  const done = data.steps.filter((step) => step.isDone).length;
  const progress = t('{done} of {total} steps done', { done, total: data.steps.length });
  // An agent's or a guide's own desk (decision 079): their overview's first card until they have tried each part.
  const isDesk = data.steps.length > 0 && data.steps.every((step) => isDeskStep(step.key));
  if (isDesk || !data.hasProducts) {
    return (
      <section className="rounded-2xl border border-line bg-white p-6 shadow-sm" aria-labelledby="first-day-title">
        <h2 id="first-day-title" className="text-lg font-bold text-ink">
          {isDesk ? t('Your first day at the desk') : t('Your first day')}
        </h2>
        <p className="mt-1 text-muted">
          {isDesk
            ? t('Try each part of your desk once: each step is ticked when you have done it.')
            : t('A few steps take your shop from nothing to its first booking.')}{' '}
          {progress}
        </p>
        <Steps data={data} />
      </section>
    );
  }
  return (
    <details className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:px-6">
      <summary className="cursor-pointer font-semibold text-ink">
        {t('Your first day')} · {progress}
      </summary>
      <Steps data={data} />
    </details>
  );
}
