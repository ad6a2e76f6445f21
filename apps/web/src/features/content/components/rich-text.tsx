import { Fragment } from 'react';
import { contentLanguage } from '../../../lib/content-language';
import { useShop } from '../../../lib/shop';
import { usePageText } from './page-text';
import { useShopText } from './shop-text';

const EMAIL_PATTERN = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** The shop's address inside a translated sentence: the operator's own text, in its own language and direction. */
function WithAddress({ text }: { text: string }) {
  const { address } = useShop();
  if (!address || !text.includes(address)) return text;
  return text.split(address).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <span {...contentLanguage(address)}>{address}</span>}
      {part}
    </Fragment>
  ));
}

/**
 * A static text of the content pages, translated and naming the shop (./shop-text.ts), with its e-mail addresses
 * turned into mailto links and the shop's address marked with its language (decision 105). `isPageText`: a text of
 * a page from the API (decision 112), already in the page's language, so only its placeholders are filled.
 */
export function RichText({ text, isPageText = false }: { text: string; isPageText?: boolean }) {
  const shopText = useShopText();
  const pageText = usePageText();
  const parts = (isPageText ? pageText : shopText)(text).split(EMAIL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            key={index}
            href={`mailto:${part}`}
            dir="ltr"
            className="font-medium text-brand-700 underline decoration-brand-500/40 underline-offset-2 hover:decoration-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {part}
          </a>
        ) : (
          <WithAddress key={index} text={part} />
        ),
      )}
    </>
  );
}
