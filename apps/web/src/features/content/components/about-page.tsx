import { PAGE_DEMO_PICTURES } from '@rihla/shared/constants';
import type { TLaidOutDocument } from '@rihla/shared/pages/about-and-visa';
import type { TPolicyBlock } from '@rihla/shared/pages/policy-types';
import { Compass, Eye, HeartHandshake, Lightbulb, ShieldCheck, Target, Users } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';
import { blockList, blockText, LaidOutPage, sectionOf, usePageWords } from './laid-out';

type TIcon = ComponentType<SVGProps<SVGSVGElement>>;

const BANNER = { src: PAGE_DEMO_PICTURES.aboutBanner, width: 1600, height: 600 };

/** The facts' figures, beside the labels the document words (decision 117). */
const FACT_FIGURES = ['5+', '4', '7', '24/7'] as const;
/** The values' icons, in the document's order. */
const VALUE_ICONS: readonly TIcon[] = [HeartHandshake, Lightbulb, ShieldCheck, Users];
const TEAM_TONES = [
  'bg-brand-100 text-brand-800',
  'bg-sand-400/30 text-ink',
  'bg-brand-700 text-white',
  'bg-sand-100 text-ink',
] as const;

function initials(name: string): string {
  const words = name.split(' ').filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

function SectionHeading({ id, eyebrow, title, lead }: { id: string; eyebrow: string; title: string; lead?: string }) {
  const words = usePageWords();
  return (
    <div className="max-w-[60ch]">
      <p {...words(eyebrow)} className="text-sm font-semibold uppercase tracking-wider text-brand-700" />
      <h2 id={id} {...words(title)} className="mt-2 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl" />
      {lead && <p {...words(lead)} className="mt-3 text-base leading-7 text-muted" />}
    </div>
  );
}

/** About Us: its texts from the Pages desk (decision 117), laid out as the page always was. */
export function AboutPage() {
  return <LaidOutPage page="about">{(document) => <AboutDocument document={document} />}</LaidOutPage>;
}

/** Pairs of a title and its text: the blocks after `from`, two by two. */
function pairs(blocks: readonly TPolicyBlock[], from: number): Array<{ title: string; text: string }> {
  const out: Array<{ title: string; text: string }> = [];
  for (let index = from; index + 1 < blocks.length; index += 2) {
    out.push({ title: blockText(blocks[index]), text: blockText(blocks[index + 1]) });
  }
  return out;
}

export function AboutDocument({ document }: { document: TLaidOutDocument }) {
  const words = usePageWords();
  const { supportEmail } = useShop();
  const who = sectionOf(document, 'who-we-are');
  const mission = sectionOf(document, 'mission-vision');
  const values = sectionOf(document, 'core-values');
  const team = sectionOf(document, 'team');
  const cta = sectionOf(document, 'about-cta');
  const facts = blockList(who.blocks[3]);
  const names = blockList(team.blocks[2]);
  const roles = blockList(team.blocks[3]);
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
            <p {...words(document.summary)} className="text-sm font-semibold uppercase tracking-wider text-brand-100" />
            <h1
              {...words(document.title)}
              className="mt-2 max-w-[20ch] text-3xl font-extrabold leading-tight tracking-tight text-white sm:text-5xl"
            />
          </div>
        </div>
      </div>

      <section aria-labelledby="who-we-are" className="container-page py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center lg:gap-16">
          <div>
            <SectionHeading id="who-we-are" eyebrow={blockText(who.blocks[0])} title={who.heading} />
            <div className="mt-5 max-w-[65ch] space-y-4 text-base leading-7 text-ink/85">
              <p {...words(blockText(who.blocks[1]))} />
              <p {...words(blockText(who.blocks[2]))} />
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4">
            {FACT_FIGURES.map((figure, index) => (
              <div key={figure} className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm">
                <dt {...words(facts[index] ?? '')} className="text-sm leading-5 text-muted" />
                <dd className="order-first mb-2 text-3xl font-extrabold tracking-tight text-brand-700">{figure}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="mission-vision" className="bg-white py-12 sm:py-16">
        <div className="container-page">
          <SectionHeading id="mission-vision" eyebrow={blockText(mission.blocks[0])} title={mission.heading} />
          <div className="mt-8 grid gap-4 md:grid-cols-2 md:gap-6">
            <article className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
              <Target aria-hidden="true" className="size-8 text-brand-100" />
              <h3 {...words(blockText(mission.blocks[1]))} className="mt-4 text-xl font-bold" />
              <p {...words(blockText(mission.blocks[2]))} className="mt-2 max-w-[60ch] leading-7 text-brand-100" />
            </article>
            <article className="rounded-2xl bg-sand-100 p-6 text-ink sm:p-8">
              <Eye aria-hidden="true" className="size-8 text-sand-500" />
              <h3 {...words(blockText(mission.blocks[3]))} className="mt-4 text-xl font-bold" />
              <p {...words(blockText(mission.blocks[4]))} className="mt-2 max-w-[60ch] leading-7 text-ink/80" />
            </article>
          </div>
        </div>
      </section>

      <section aria-labelledby="core-values" className="container-page py-12 sm:py-16">
        <SectionHeading
          id="core-values"
          eyebrow={blockText(values.blocks[0])}
          title={values.heading}
          lead={blockText(values.blocks[1])}
        />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {pairs(values.blocks, 2).map((value, index) => {
            const Icon = VALUE_ICONS[index % VALUE_ICONS.length] ?? HeartHandshake;
            return (
              <li key={index} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 {...words(value.title)} className="mt-4 text-lg font-bold text-ink" />
                <p {...words(value.text)} className="mt-2 text-[15px] leading-6 text-muted" />
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="team" className="bg-white py-12 sm:py-16">
        <div className="container-page">
          <SectionHeading
            id="team"
            eyebrow={blockText(team.blocks[0])}
            title={team.heading}
            lead={blockText(team.blocks[1])}
          />
          <ul className="mt-8 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
            {names.map((name, index) => (
              <li
                key={index}
                className="flex items-center gap-4 rounded-2xl border border-line p-5 lg:flex-col lg:p-6 lg:text-center"
              >
                <span
                  aria-hidden="true"
                  className={`flex size-14 shrink-0 items-center justify-center rounded-full text-lg font-bold lg:size-20 lg:text-2xl ${TEAM_TONES[index % TEAM_TONES.length]}`}
                >
                  {initials(name)}
                </span>
                <div>
                  <h3 {...words(name)} className="font-bold text-ink" />
                  <p {...words(roles[index] ?? '')} className="text-sm text-muted" />
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
              <h2 id="about-cta" {...words(cta.heading)} className="text-2xl font-extrabold tracking-tight" />
              <p {...words(blockText(cta.blocks[0]))} className="mt-1 text-brand-100" />
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
