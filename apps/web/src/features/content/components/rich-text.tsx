import { Fragment } from 'react';
import { useShopText } from './shop-text';

const EMAIL_PATTERN = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/**
 * A static text of the content pages, translated and naming the shop (./shop-text.ts), with its e-mail addresses
 * turned into mailto links.
 */
export function RichText({ text }: { text: string }) {
  const parts = useShopText()(text).split(EMAIL_PATTERN);
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
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
