import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { EMAIL_MESSAGES as T } from '@rihla/shared/messages/emails';
import type { TSeller } from '../../../config.js';

export interface TOrderConfirmedEmail {
  firstName: string;
  reference: string;
  items: { title: string; when: string; tickets: string }[];
  amountPaid: string;
  vat: string;
  voucherUrl: string;
  isResend: boolean;
  seller: TSeller;
}

const page = { backgroundColor: '#f4f5f7', fontFamily: 'Arial, Helvetica, sans-serif', color: '#1f2933' };
const card = {
  backgroundColor: '#ffffff',
  margin: '24px auto',
  padding: '24px',
  maxWidth: '560px',
  borderRadius: '8px',
};
const muted = { color: '#52606d', fontSize: '13px' };
const button = {
  backgroundColor: '#0f766e',
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: '6px',
  textDecoration: 'none',
  display: 'inline-block',
};

/** The booking confirmation: reference, what was booked, what was paid with its VAT, the voucher link. */
export function OrderConfirmedEmail(props: TOrderConfirmedEmail) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{T.orderConfirmedPreview(props.reference)}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Heading as="h1" style={{ fontSize: '22px' }}>
            {T.orderConfirmedSubject(props.reference)}
          </Heading>
          <Text>{T.greeting(props.firstName)}</Text>
          {props.isResend ? <Text style={muted}>{T.resentNote}</Text> : null}
          <Text>{T.orderConfirmedIntro}</Text>
          <Text>
            <strong>{T.reference}:</strong> {props.reference}
          </Text>
          {props.items.map((item) => (
            <Section key={`${item.title}|${item.when}`} style={{ borderTop: '1px solid #e4e7eb', paddingTop: '8px' }}>
              <Text style={{ margin: '0', fontWeight: 'bold' }}>{item.title}</Text>
              <Text style={{ margin: '4px 0' }}>{item.when}</Text>
              <Text style={{ margin: '0 0 8px', ...muted }}>{item.tickets}</Text>
            </Section>
          ))}
          <Hr />
          <Text>
            <strong>{T.amountPaid}:</strong> AED {props.amountPaid}
            <br />
            <span style={muted}>{T.vatIncluded(props.vat)}</span>
          </Text>
          <Text>{T.showVoucher}</Text>
          <Link href={props.voucherUrl} style={button}>
            {T.voucherLink}
          </Link>
          <Text style={muted}>{T.voucherLinkNote}</Text>
          <Hr />
          <Text style={muted}>{T.support(props.seller.supportPhone, props.seller.supportEmail)}</Text>
          <Text style={muted}>{T.soldBy(props.seller.name, props.seller.trn)}</Text>
        </Container>
      </Body>
    </Html>
  );
}
