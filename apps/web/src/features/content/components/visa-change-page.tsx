import type { TLaidOutDocument } from '@rihla/shared/pages/about-and-visa';
import { CalendarClock, CheckCircle2, FileCheck2, Info, Plane, PlaneTakeoff, Send } from 'lucide-react';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { t } from '../../../lib/i18n';
import { blockList, blockText, LaidOutPage, sectionOf, usePageWords } from './laid-out';
import { fallbackLanguage, usePageText } from './page-text';
import { RichText } from './rich-text';

const VISA_DURATIONS_DAYS = [30, 60] as const;

/** The airports' codes, beside the cities and names the document words (decision 117). */
const AIRPORT_CODES = ['FJR', 'DXB', 'AUH', 'SHJ'] as const;

/** The steps' icons, in the document's order. */
const STEP_ICONS = [Send, FileCheck2, Plane] as const;

/** Visa change: its texts from the Pages desk (decision 117), laid out as the page always was. */
export function VisaChangePage() {
  return <LaidOutPage page="visa-change">{(document) => <VisaChangeDocument document={document} />}</LaidOutPage>;
}

export function VisaChangeDocument({ document }: { document: TLaidOutDocument }) {
  const words = usePageWords();
  const pageText = usePageText();
  const offers = sectionOf(document, 'offers');
  const how = sectionOf(document, 'how-it-works');
  const documents = sectionOf(document, 'documents');
  const notes = sectionOf(document, 'visa-notes');
  const cities = blockList(offers.blocks[1]);
  const airports = blockList(offers.blocks[2]);
  const [visaWord, durationsWord, daysWord, ticketWords, processingWord] = [3, 4, 5, 6, 7].map((index) =>
    blockText(offers.blocks[index]),
  ) as [string, string, string, string, string];
  const steps = [0, 2, 4].map((index) => ({
    title: blockText(how.blocks[index]),
    text: blockText(how.blocks[index + 1]),
  }));
  const noteList = blockList(notes.blocks[0]);
  return (
    <>
      <header className="border-b border-line bg-white">
        <div className="container-page py-8 sm:py-12">
          <Breadcrumbs items={[{ label: t('Home'), to: '/' }, { label: pageText(document.title) }]} />
          <div className="mt-4 flex items-start gap-4">
            <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 sm:flex">
              <PlaneTakeoff aria-hidden="true" className="size-7" />
            </span>
            <div>
              <h1 {...words(document.title)} className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl" />
              <p {...words(document.summary)} className="mt-3 max-w-[65ch] text-base leading-7 text-muted sm:text-lg" />
            </div>
          </div>
        </div>
      </header>

      <section aria-labelledby="offers" className="container-page py-10 sm:py-14">
        <h2
          id="offers"
          {...words(offers.heading)}
          className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl"
        />
        <p {...words(blockText(offers.blocks[0]))} className="mt-2 max-w-[65ch] text-muted" />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {AIRPORT_CODES.map((code, index) => (
            <li key={code} className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <h3 {...words(cities[index] ?? '')} className="text-xl font-bold text-ink" />
                  <p {...words(airports[index] ?? '')} className="mt-0.5 text-sm text-muted" />
                </div>
                <span className="rounded-lg bg-brand-900 px-2.5 py-1 font-mono text-sm font-bold tracking-wider text-white">
                  {code}
                </span>
              </div>
              <p {...words(visaWord)} className="mt-5 text-sm font-semibold text-ink" />
              <ul aria-label={pageText(durationsWord)} className="mt-2 grid grid-cols-2 gap-2">
                {VISA_DURATIONS_DAYS.map((days) => (
                  <li
                    key={days}
                    className="flex flex-col items-center rounded-xl border border-brand-500/30 bg-brand-50 px-3 py-2.5 text-brand-800"
                  >
                    <span className="text-2xl font-extrabold leading-none">{days}</span>
                    <span {...words(daysWord)} className="mt-1 text-xs font-semibold uppercase tracking-wide" />
                  </li>
                ))}
              </ul>
              <ul className="mt-5 space-y-2 text-sm text-ink/85">
                <li className="flex items-center gap-2" {...fallbackLanguage(ticketWords)}>
                  <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                  {pageText(ticketWords).replace('{city}', pageText(cities[index] ?? ''))}
                </li>
                <li className="flex items-center gap-2" {...fallbackLanguage(processingWord)}>
                  <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                  {pageText(processingWord)}
                </li>
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-it-works" className="bg-white py-10 sm:py-14">
        <div className="container-page">
          <h2
            id="how-it-works"
            {...words(how.heading)}
            className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl"
          />
          <ol className="mt-8 grid gap-4 md:grid-cols-3">
            {steps.map((step, index) => {
              const Icon = STEP_ICONS[index % STEP_ICONS.length] ?? Send;
              return (
                <li key={index} className="rounded-2xl bg-surface p-6">
                  <div className="flex items-center gap-3">
                    <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white">
                      {index + 1}
                    </span>
                    <Icon aria-hidden="true" className="size-5 text-brand-700" />
                  </div>
                  <h3 {...words(step.title)} className="mt-4 text-lg font-bold text-ink" />
                  <p {...fallbackLanguage(step.text)} className="mt-1.5 text-[15px] leading-6 text-muted">
                    <RichText text={step.text} isPageText />
                  </p>
                </li>
              );
            })}
          </ol>
        </div>
      </section>

      <section aria-labelledby="documents" className="container-page py-10 sm:py-14">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12">
          <div>
            <h2
              id="documents"
              {...words(documents.heading)}
              className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl"
            />
            <p {...words(blockText(documents.blocks[0]))} className="mt-2 max-w-[65ch] text-muted" />
            <ul className="mt-6 divide-y divide-line rounded-2xl border border-line bg-white">
              {blockList(documents.blocks[1]).map((item, index) => (
                <li
                  key={index}
                  {...fallbackLanguage(item)}
                  className="flex items-start gap-3 px-5 py-4 text-[15px] leading-6 text-ink"
                >
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  {pageText(item)}
                </li>
              ))}
            </ul>
          </div>
          <aside aria-labelledby="visa-notes" className="self-start rounded-2xl bg-sand-100 p-6">
            <div className="flex items-center gap-2">
              <Info aria-hidden="true" className="size-5 text-sand-500" />
              <h2 id="visa-notes" {...words(notes.heading)} className="text-lg font-bold text-ink" />
            </div>
            <ul className="mt-3 list-disc space-y-2 ps-5 text-[15px] leading-6 text-ink/85 marker:text-sand-500">
              {noteList.map((note, index) => (
                <li key={index} {...fallbackLanguage(note)}>
                  <RichText text={note} isPageText />
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>
    </>
  );
}
