// @jsxRuntime automatic
// @jsxImportSource react
// NOTE: the pragmas keep the automatic JSX runtime when tsx runs the server from another directory (no tsconfig).
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Text } from '@react-email/components';
import { EMAIL_MESSAGES as T } from '@rihla/shared/messages/emails';
import type { TSeller } from '@rihla/shared/schemas/shop';
import type { ReactNode } from 'react';

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
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={page}>
        <Container style={card}>
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

/** The voucher's button, with what to do with it and how long its link works. */
export function VoucherBlock({ voucherUrl }: { voucherUrl: string }) {
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
export function RefundBlock({ refundFils, refundLines }: { refundFils: number; refundLines: string[] }) {
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
