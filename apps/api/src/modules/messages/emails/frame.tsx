// @jsxRuntime automatic
// @jsxImportSource react
// NOTE: the pragmas keep the automatic JSX runtime when tsx runs the server from another directory (no tsconfig).
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Text } from '@react-email/components';
import type { TSeller } from '@rihla/shared/schemas/shop';
import type { ReactNode } from 'react';
import { emailTexts, type TContentLanguage } from '../texts.js';

const page = { backgroundColor: '#f4f5f7', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2933' };
const card = {
  backgroundColor: '#ffffff',
  margin: '24px auto',
  padding: '24px',
  maxWidth: '560px',
  borderRadius: '8px',
};
export const muted = { color: '#52606d', fontSize: '13px' };
export const button = {
  backgroundColor: '#0f766e',
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: '6px',
  textDecoration: 'none',
  display: 'inline-block',
};

/** What every email of the shop has: a preview line, a heading, the greeting, and the seller's footer. */
export function EmailFrame(props: {
  preview: string;
  heading: string;
  firstName: string;
  seller: TSeller;
  children: ReactNode;
  /** Arabic lays the whole email out right to left (decision 103); English by default. */
  language?: TContentLanguage;
}) {
  const language = props.language ?? 'en';
  const T = emailTexts(language);
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  // NOTE: dir on the document, the body and the card's table: mail clients that drop <html>'s attributes keep the
  // body's, and a table lays its cells out by its own dir. Text aligns to the start of its direction by itself.
  return (
    <Html lang={language} dir={dir}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={language === 'ar' ? { ...page, direction: 'rtl' } : page} dir={dir}>
        <Container style={card} dir={dir}>
          <Heading as="h1" style={{ fontSize: '22px' }}>
            {props.heading}
          </Heading>
          <Text>{T.greeting(props.firstName)}</Text>
          {props.children}
          <Hr />
          <Text style={muted}>{T.support(props.seller.supportPhone, props.seller.supportEmail)}</Text>
          <Text style={muted}>{T.soldBy(props.seller.legalName, props.seller.trn)}</Text>
        </Container>
      </Body>
    </Html>
  );
}

export interface TEmailLine {
  title: string;
  when: string;
  tickets: string;
  /** Where and when its guests are collected, once chosen (decision 095). */
  pickup?: string;
}

/** One booked departure: title, date and time, who it is for. */
export function EmailLine({ line }: { line: TEmailLine }) {
  return (
    <div style={{ borderTop: '1px solid #e4e7eb', paddingTop: '8px' }}>
      <Text style={{ margin: '0', fontWeight: 'bold' }}>{line.title}</Text>
      <Text style={{ margin: '4px 0' }}>{line.when}</Text>
      <Text style={{ margin: line.pickup ? '0' : '0 0 8px', ...muted }}>{line.tickets}</Text>
      {line.pickup ? <Text style={{ margin: '4px 0 8px' }}>{line.pickup}</Text> : null}
    </div>
  );
}

/**
 * A reference, code or amount kept whole and left to right inside a line of either direction (an isolate: the
 * dir attribute isolates an inline element).
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <span dir="ltr">{children}</span>;
}

/** The voucher's button, with what to do with it and how long its link works. */
export function VoucherBlock({ voucherUrl, language }: { voucherUrl: string; language?: TContentLanguage }) {
  const T = emailTexts(language);
  return (
    <>
      <Text>{T.showVoucher}</Text>
      <Link href={voucherUrl} style={button}>
        {T.voucherLink}
      </Link>
      <Text style={muted}>{T.voucherLinkNote}</Text>
    </>
  );
}

/** What a refund gave back in all, then where each part went, a sentence each (decision 063). */
export function RefundBlock({
  refundFils,
  refundLines,
  language,
}: {
  refundFils: number;
  refundLines: string[];
  language?: TContentLanguage;
}) {
  const T = emailTexts(language);
  return (
    <>
      {refundFils > 0 && (
        <Text>
          <strong>{T.refundTotal(refundFils)}</strong>
        </Text>
      )}
      {refundLines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </>
  );
}
