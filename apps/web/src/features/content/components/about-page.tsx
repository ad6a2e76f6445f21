import { PAGE_DEMO_PICTURES } from '@rihla/shared/constants';
import { Compass, Eye, HeartHandshake, Lightbulb, ShieldCheck, Target, Users } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';
import { useShopText } from './shop-text';

type TIcon = ComponentType<SVGProps<SVGSVGElement>>;

const BANNER = { src: PAGE_DEMO_PICTURES.aboutBanner, width: 1600, height: 600 };

const FACTS = [
  { value: '5+', label: 'Years building booking products' },
  { value: '4', label: 'Ways to explore: trips, tours, holidays and tickets' },
  { value: '7', label: 'Emirates to discover' },
  { value: '24/7', label: 'Online booking from any device' },
] as const;

const VALUES: readonly { icon: TIcon; title: string; text: string }[] = [
  {
    icon: HeartHandshake,
    title: 'Customer centricity',
    text: 'Every decision starts with the traveller: clear prices in AED, honest descriptions and help that answers when you need it.',
  },
  {
    icon: Lightbulb,
    title: 'Innovation',
    text: 'We keep looking for simpler ways to plan a day out, from a date picker that fits in your thumb to vouchers that live in your pocket.',
  },
  {
    icon: ShieldCheck,
    title: 'Integrity',
    text: 'We say what is included and what is not, keep your data safe, and stand by the bookings made with us.',
  },
  {
    icon: Users,
    title: 'Collaboration',
    text: 'We work hand in hand with local organisers, guides and partners, because great experiences are made together.',
  },
];

const TEAM = [
  { name: 'Omar Al Hashimi', role: 'Founder and Chief Executive', tone: 'bg-brand-100 text-brand-800' },
  { name: 'Layla Haddad', role: 'Head of Product', tone: 'bg-sand-400/30 text-ink' },
  { name: 'Arjun Menon', role: 'Head of Engineering', tone: 'bg-brand-700 text-white' },
  { name: 'Sara Al Mansoori', role: 'Customer Experience Lead', tone: 'bg-sand-100 text-ink' },
] as const;

function initials(name: string): string {
  const words = name.split(' ').filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

function SectionHeading({ id, eyebrow, title, lead }: { id: string; eyebrow: string; title: string; lead?: string }) {
  const shopText = useShopText();
  return (
    <div className="max-w-[60ch]">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{shopText(eyebrow)}</p>
      <h2 id={id} className="mt-2 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
        {t(title)}
      </h2>
      {lead && <p className="mt-3 text-base leading-7 text-muted">{shopText(lead)}</p>}
    </div>
  );
}

export function AboutPage() {
  const shopText = useShopText();
  const { supportEmail } = useShop();
  return (
    <>
      <div className="container-page pt-4 sm:pt-8">
        <div className="relative overflow-hidden rounded-3xl bg-brand-900">
          <img
            src={BANNER.src}
            width={BANNER.width}
            height={BANNER.height}
            alt={t('The Dubai skyline at dusk')}
            fetchPriority="high"
            className="h-64 w-full object-cover sm:h-80 lg:h-[26rem]"
          />
          <div className="absolute inset-0 bg-gradient-to-t from-brand-900/90 via-brand-900/45 to-transparent" />
          <div className="absolute inset-x-0 bottom-0 p-6 sm:p-10">
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{t('About Us')}</p>
            <h1 className="mt-2 max-w-[20ch] text-3xl font-extrabold leading-tight tracking-tight text-white sm:text-5xl">
              {t('Every journey starts with a story')}
            </h1>
          </div>
        </div>
      </div>

      <section aria-labelledby="who-we-are" className="container-page py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-16">
          <div>
            <SectionHeading id="who-we-are" eyebrow="Who we are" title="Your travel market for the UAE" />
            <div className="mt-5 max-w-[65ch] space-y-4 text-base leading-7 text-ink/85">
              <p>
                {shopText(
                  '{shop} is the creator of a travel-market product for mobile booking of events and activities, with over 5 years of experience. We bring together tours, Musandam picnic and day trips, inbound tours, holiday packages and attraction tickets from trusted local organisers, so you can plan a whole trip in one place.',
                )}
              </p>
              <p>
                {t(
                  'Whether it is a first visit to Dubai or a weekend escape to the mountains of Musandam, we want booking to be the easiest part of it: clear prices in AED, instant booking on any device and a voucher ready in your pocket.',
                )}
              </p>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4">
            {FACTS.map((fact) => (
              <div key={fact.label} className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm">
                <dt className="text-sm leading-5 text-muted">{t(fact.label)}</dt>
                <dd className="order-first mb-2 text-3xl font-extrabold tracking-tight text-brand-700">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="mission-vision" className="bg-white py-12 sm:py-16">
        <div className="container-page">
          <SectionHeading id="mission-vision" eyebrow="What drives us" title="Mission and Vision" />
          <div className="mt-8 grid gap-4 md:grid-cols-2 md:gap-6">
            <article className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
              <Target aria-hidden="true" className="size-8 text-brand-100" />
              <h3 className="mt-4 text-xl font-bold">{t('Our mission')}</h3>
              <p className="mt-2 max-w-[60ch] leading-7 text-brand-100">
                {t(
                  'To make discovering and booking experiences in the UAE simple, transparent and trustworthy, from a desert safari to a dhow cruise in Musandam, in a few taps on any device.',
                )}
              </p>
            </article>
            <article className="rounded-2xl bg-sand-100 p-6 text-ink sm:p-8">
              <Eye aria-hidden="true" className="size-8 text-sand-500" />
              <h3 className="mt-4 text-xl font-bold">{t('Our vision')}</h3>
              <p className="mt-2 max-w-[60ch] leading-7 text-ink/80">
                {t(
                  'To be the most trusted travel market in the region, connecting travellers with the best local organisers and helping every trip become a story worth telling.',
                )}
              </p>
            </article>
          </div>
        </div>
      </section>

      <section aria-labelledby="core-values" className="container-page py-12 sm:py-16">
        <SectionHeading
          id="core-values"
          eyebrow="How we work"
          title="Core Values"
          lead="Four values guide how we build {shop} and how we treat the people who use it."
        />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <value.icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">{t(value.title)}</h3>
              <p className="mt-2 text-[15px] leading-6 text-muted">{t(value.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="team" className="bg-white py-12 sm:py-16">
        <div className="container-page">
          <SectionHeading
            id="team"
            eyebrow="The people behind {shop}"
            title="Team"
            lead="A small team of travellers, engineers and customer-care specialists based in Dubai."
          />
          <ul className="mt-8 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
            {TEAM.map((member) => (
              <li
                key={member.name}
                className="flex items-center gap-4 rounded-2xl border border-line p-5 lg:flex-col lg:p-6 lg:text-center"
              >
                <span
                  aria-hidden="true"
                  className={`flex size-14 shrink-0 items-center justify-center rounded-full text-lg font-bold lg:size-20 lg:text-2xl ${member.tone}`}
                >
                  {initials(member.name)}
                </span>
                <div>
                  <h3 className="font-bold text-ink">{t(member.name)}</h3>
                  <p className="text-sm text-muted">{t(member.role)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-cta" className="container-page py-12 sm:py-16">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-700 p-8 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
          <div className="flex items-start gap-4">
            <Compass aria-hidden="true" className="mt-1 hidden size-8 shrink-0 text-brand-100 sm:block" />
            <div>
              <h2 id="about-cta" className="text-2xl font-extrabold tracking-tight">
                {t('Ready for your next journey?')}
              </h2>
              <p className="mt-1 text-brand-100">{t('Browse tours, trips and tickets across the UAE.')}</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link
              to="/ProductFilterPage"
              className="inline-flex items-center rounded-xl bg-white px-5 py-3 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('Explore experiences')}
            </Link>
            <a
              href={`mailto:${supportEmail}`}
              className="inline-flex items-center rounded-xl border border-white/40 px-5 py-3 text-sm font-semibold text-white transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('Contact us')}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
