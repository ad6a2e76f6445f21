import { CalendarClock, CheckCircle2, FileCheck2, Info, Plane, PlaneTakeoff, Send } from 'lucide-react';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { t } from '../../../lib/i18n';
import { RichText } from './rich-text';

const VISA_DURATIONS_DAYS = [30, 60] as const;

const DEPARTURE_AIRPORTS = [
  { code: 'FJR', city: 'Fujairah', airport: 'Fujairah International Airport' },
  { code: 'DXB', city: 'Dubai', airport: 'Dubai International Airport' },
  { code: 'AUH', city: 'Abu Dhabi', airport: 'Zayed International Airport' },
  { code: 'SHJ', city: 'Sharjah', airport: 'Sharjah International Airport' },
] as const;

const REQUIRED_DOCUMENTS = [
  'Guarantor’s passport: clear colour copies of the first and last pages',
  'Guarantor’s Emirates ID: front and back',
  'Visitor’s passport: clear colour copies of the first and last pages',
  'Visitor’s recent passport-size photo with a white background',
  'The visitor’s passport must be valid for at least 6 months',
  'The guarantor’s residence visa must be valid for at least 3 months',
] as const;

const STEPS = [
  {
    icon: Send,
    title: 'Send your documents',
    text: 'E-mail the documents listed below to {email} with your preferred airport and visa duration.',
  },
  {
    icon: FileCheck2,
    title: 'Receive your visa and ticket',
    text: 'We process your express visa and book your return flight, then send both to you by e-mail.',
  },
  {
    icon: Plane,
    title: 'Fly out and back',
    text: 'Take your return flight from the airport you chose and re-enter the UAE on your new visit visa.',
  },
] as const;

export function VisaChangePage() {
  return (
    <>
      <header className="border-b border-line bg-white">
        <div className="container-page py-8 sm:py-12">
          <Breadcrumbs items={[{ label: t('Home'), to: '/' }, { label: t('Visa change') }]} />
          <div className="mt-4 flex items-start gap-4">
            <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 sm:flex">
              <PlaneTakeoff aria-hidden="true" className="size-7" />
            </span>
            <div>
              <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{t('Visa change')}</h1>
              <p className="mt-3 max-w-[65ch] text-base leading-7 text-muted sm:text-lg">
                {t(
                  'Extend your stay in the UAE with an express visa change: fly out and back on a return air ticket and re-enter on a new 30-day or 60-day visit visa.',
                )}
              </p>
            </div>
          </div>
        </div>
      </header>

      <section aria-labelledby="offers" className="container-page py-10 sm:py-14">
        <h2 id="offers" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {t('Choose your departure airport')}
        </h2>
        <p className="mt-2 max-w-[65ch] text-muted">
          {t('Every offer includes express visa processing and a return air ticket.')}
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {DEPARTURE_AIRPORTS.map((offer) => (
            <li key={offer.code} className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <h3 className="text-xl font-bold text-ink">{t(offer.city)}</h3>
                  <p className="mt-0.5 text-sm text-muted">{t(offer.airport)}</p>
                </div>
                <span className="rounded-lg bg-brand-900 px-2.5 py-1 font-mono text-sm font-bold tracking-wider text-white">
                  {offer.code}
                </span>
              </div>
              <p className="mt-5 text-sm font-semibold text-ink">{t('Express visit visa')}</p>
              <ul aria-label={t('Visa durations')} className="mt-2 grid grid-cols-2 gap-2">
                {VISA_DURATIONS_DAYS.map((days) => (
                  <li
                    key={days}
                    className="flex flex-col items-center rounded-xl border border-brand-500/30 bg-brand-50 px-3 py-2.5 text-brand-800"
                  >
                    <span className="text-2xl font-extrabold leading-none">{days}</span>
                    <span className="mt-1 text-xs font-semibold uppercase tracking-wide">{t('days')}</span>
                  </li>
                ))}
              </ul>
              <ul className="mt-5 space-y-2 text-sm text-ink/85">
                <li className="flex items-center gap-2">
                  <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                  {t('Return air ticket from {city}', { city: t(offer.city) })}
                </li>
                <li className="flex items-center gap-2">
                  <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                  {t('Express processing')}
                </li>
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-it-works" className="bg-white py-10 sm:py-14">
        <div className="container-page">
          <h2 id="how-it-works" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            {t('How it works')}
          </h2>
          <ol className="mt-8 grid gap-4 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-surface p-6">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white">
                    {index + 1}
                  </span>
                  <step.icon aria-hidden="true" className="size-5 text-brand-700" />
                </div>
                <h3 className="mt-4 text-lg font-bold text-ink">{t(step.title)}</h3>
                <p className="mt-1.5 text-[15px] leading-6 text-muted">
                  <RichText text={step.text} />
                </p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="documents" className="container-page py-10 sm:py-14">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
          <div>
            <h2 id="documents" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
              {t('Required documents')}
            </h2>
            <p className="mt-2 max-w-[65ch] text-muted">
              {t('Prepare these documents before you apply. Scans or clear phone photos are fine.')}
            </p>
            <ul className="mt-6 divide-y divide-line rounded-2xl border border-line bg-white">
              {REQUIRED_DOCUMENTS.map((document) => (
                <li key={document} className="flex items-start gap-3 px-5 py-4 text-[15px] leading-6 text-ink">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  {t(document)}
                </li>
              ))}
            </ul>
          </div>
          <aside aria-labelledby="visa-notes" className="self-start rounded-2xl bg-sand-100 p-6">
            <div className="flex items-center gap-2">
              <Info aria-hidden="true" className="size-5 text-sand-500" />
              <h2 id="visa-notes" className="text-lg font-bold text-ink">
                {t('Good to know')}
              </h2>
            </div>
            <ul className="mt-3 list-disc space-y-2 ps-5 text-[15px] leading-6 text-ink/85 marker:text-sand-500">
              <li>{t('Visas are issued at the sole discretion of the UAE immigration authorities.')}</li>
              <li>{t('Apply before your current visa expires to avoid overstay fines.')}</li>
              <li>{t('Visa services are non-refundable once the application has been submitted.')}</li>
              <li>
                <RichText text="Questions? E-mail {email}." />
              </li>
            </ul>
          </aside>
        </div>
      </section>
    </>
  );
}
