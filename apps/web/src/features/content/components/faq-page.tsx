import * as Accordion from '@radix-ui/react-accordion';
import type { TFaqItem } from '@rihla/shared/pages/faq-items';
import { ChevronDown, Mail } from 'lucide-react';
import { Breadcrumbs } from '../../../components/ui/breadcrumbs';
import { t } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';
import { useRedirectHomeOnFailure } from '../../../lib/use-required-data';
import { useContentPage } from '../api/view-page';
import { fallbackLanguage, usePageText } from './page-text';
import { RichText } from './rich-text';
import './faq-accordion.css';

function Answer({ item }: { item: TFaqItem }) {
  const [first, ...rest] = item.answer;
  return (
    <div className="max-w-[70ch] space-y-3 px-5 pb-5 text-[15px] leading-7 text-ink/85 sm:px-6">
      {first && (
        <p {...fallbackLanguage(first)}>
          <RichText text={first} isPageText />
        </p>
      )}
      {item.list && (
        <ul className="list-disc space-y-1.5 ps-5 marker:text-brand-600">
          {item.list.map((entry) => (
            <li key={entry} {...fallbackLanguage(entry)}>
              <RichText text={entry} isPageText />
            </li>
          ))}
        </ul>
      )}
      {rest.map((paragraph) => (
        <p key={paragraph} {...fallbackLanguage(paragraph)}>
          <RichText text={paragraph} isPageText />
        </p>
      ))}
    </div>
  );
}

/** The questions, from the API in the page's language (decision 112); the page around them is the app's. */
function FaqItems() {
  const pageText = usePageText();
  const query = useContentPage('faq');
  useRedirectHomeOnFailure(query);
  const items = query.data?.kind === 'faq' && !query.isError ? query.data.document.items : undefined;
  if (!items) {
    return (
      <div aria-busy={query.isPending} className="space-y-3">
        {query.isPending &&
          [0, 1, 2, 3].map((index) => (
            <div
              key={index}
              aria-hidden="true"
              className="h-16 animate-pulse rounded-2xl border border-line bg-line/40"
            />
          ))}
      </div>
    );
  }
  return (
    <Accordion.Root type="single" collapsible defaultValue={items[0]?.id} className="space-y-3">
      {items.map((item) => (
        <Accordion.Item
          key={item.id}
          value={item.id}
          className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-colors data-[state=open]:border-brand-500/50"
        >
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-start text-base font-semibold text-ink transition hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-6 sm:py-5 sm:text-lg">
                <span {...fallbackLanguage(item.question)}>{pageText(item.question)}</span>
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface text-brand-700 transition group-data-[state=open]:bg-brand-700 group-data-[state=open]:text-white">
                  <ChevronDown
                    aria-hidden="true"
                    className="size-4 transition-transform duration-300 group-data-[state=open]:rotate-180"
                  />
                </span>
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="faq-panel">
            <Answer item={item} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

export function FaqPage() {
  return (
    <div className="container-page py-8 sm:py-12">
      <Breadcrumbs items={[{ label: t('Home'), to: '/' }, { label: t('Help') }]} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-14">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t('Help centre')}</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {t('Frequently Asked Question')}
          </h1>
          <p className="mt-3 max-w-[48ch] text-base leading-7 text-muted">
            {t('Quick answers about booking, your account and refunds. Select a question to read the answer.')}
          </p>
          <div className="mt-6 hidden rounded-2xl bg-brand-900 p-6 text-white lg:block">
            <SupportCard />
          </div>
        </div>
        <div>
          <FaqItems />
          <div className="mt-8 rounded-2xl bg-brand-900 p-6 text-white lg:hidden">
            <SupportCard />
          </div>
        </div>
      </div>
    </div>
  );
}

function SupportCard() {
  const { supportEmail } = useShop();
  return (
    <>
      <Mail aria-hidden="true" className="size-6 text-brand-100" />
      <p className="mt-3 text-lg font-bold">{t('Still need help?')}</p>
      <p className="mt-1 text-sm leading-6 text-brand-100">
        {t('Our support team answers every e-mail, usually within two working days.')}
      </p>
      <a
        href={`mailto:${supportEmail}`}
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t('E-mail {email}', { email: supportEmail })}
      </a>
    </>
  );
}
