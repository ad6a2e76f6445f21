import { render, toPlainText } from '@react-email/render';
import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import { createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DepartureCancelledEmail } from './departure-cancelled.js';
import { DepartureMessageEmail } from './departure-message.js';
import { DepartureReminderEmail } from './departure-reminder.js';
import { DetailsReminderEmail } from './details-reminder.js';
import type { TEmailLine } from './frame.js';
import { GiftCardIssuedEmail } from './gift-card-issued.js';
import { OperatorCodesLockedEmail } from './operator-codes-locked.js';
import { OrderCancelledEmail } from './order-cancelled.js';
import { OrderConfirmedEmail } from './order-confirmed.js';
import { OrderRefundedEmail } from './order-refunded.js';
import { PassengerDetailsLinkEmail } from './passenger-details-link.js';
import { PaymentLinkEmail } from './payment-link.js';
import { PickupChosenEmail } from './pickup-chosen.js';
import { emailPlainText, PREVIEW_BLOCK, renderEmailHtml } from './render-html.js';

// Decision 134: the emails' HTML is made without React Email's web streams; what the shopper receives must be the
// very text `render` made, but for the comments only React's streams write (decision 138: renderToString). Every
// email, in English and Arabic, with text to escape, Arabic and Latin mixed, several lines and tickets, pick-ups and
// none, a discount's refund lines, previews short and long (React Email pads the preview to 150 characters), is
// rendered both ways.

const SELLERS = [
  {
    name: 'Rihla Tours',
    legalName: 'Rihla Tours L.L.C.',
    trn: '100234567800003',
    address: 'Office 12, Al Fahidi St, Dubai',
    supportPhone: '+971 4 123 4567',
    supportEmail: 'help@rihla.example',
  },
  {
    name: 'رحلة <Tours> & "Co"',
    legalName: "Rihla & Sons' L.L.C. — رحلة",
    trn: '',
    address: 'مكتب 12، شارع الفهيدي، دبي\nSecond line',
    supportPhone: '',
    supportEmail: 'a+b@rihla.example',
  },
];

const LINES: TEmailLine[][] = [
  [{ title: 'Desert safari with BBQ dinner', when: 'Sat 5 Dec 2026, 3:00 PM - 9:00 PM', tickets: '2 adults' }],
  [
    {
      title: 'سفاري الصحراء مع عشاء شواء',
      when: 'السبت 5 ديسمبر 2026، 3:00 م - 9:00 م',
      tickets: '2 بالغان، طفل واحد، رضيع واحد',
      pickup: 'Hotel <Atlantis> & "The Palm", 2:15 PM',
    },
    { title: 'Khasab dhow cruise, private', when: 'Sun 6 Dec 2026, 9:00 AM', tickets: 'Private group (up to 20)' },
    { title: 'Burj Khalifa — levels 124 & 125', when: 'Mon 7 Dec 2026', tickets: '4 adults, 3 children', pickup: '' },
  ],
];

function emailsOf(language: TContentLanguage, variant: number): ReactElement[] {
  const seller = SELLERS[variant % SELLERS.length] as (typeof SELLERS)[number];
  const items = LINES[variant % LINES.length] as TEmailLine[];
  const [line] = items as [TEmailLine];
  const firstName = variant % 2 === 0 ? 'Layla' : 'نور <b>&amp;</b>';
  const reference = `RH-${variant}AB7K2Q`;
  const refundLines = variant % 2 === 0 ? [] : ['AED 150.00 to your card', 'AED 25.50 to your wallet (discount kept)'];
  const long = 'A long note about the weather at the port, the tide, and where the bus waits. '.repeat(variant + 1);
  return [
    OrderConfirmedEmail({
      language,
      firstName,
      reference,
      items,
      amountPaid: variant % 2 === 0 ? '300.00' : '1,275.50',
      vat: '14.29',
      voucherUrl: `https://rihla.example/api/vouchers/o${variant}?expires=1&sig=a_b-c`,
      isResend: variant % 3 === 1,
      isChange: variant % 3 === 2,
      seller,
      details: variant % 2 === 0 ? null : { url: 'https://rihla.example/ar/travellers/RH-1', deadline: 'الغد 9:00 ص' },
    }),
    OrderCancelledEmail({ language, firstName, reference, items, refundFils: 17_550 * variant, refundLines, seller }),
    OrderRefundedEmail({
      language,
      firstName,
      reference,
      summary: '1 of 3 tickets cancelled, AED 50.00 of AED 150.00 refunded',
      items,
      refundFils: 5_000,
      refundLines,
      seller,
    }),
    DepartureCancelledEmail({
      language,
      firstName,
      reference,
      line,
      reason: variant % 2 === 0 ? 'High winds & <rough> seas' : '',
      isWholeOrder: variant % 2 === 0,
      refundFils: 30_000,
      refundLines,
      seller,
    }),
    DepartureMessageEmail({ language, firstName, reference, title: line.title, when: line.when, text: long, seller }),
    DepartureReminderEmail({
      language,
      firstName,
      reference,
      line,
      whereToBe: variant % 2 === 0 ? null : 'Gate 2, Khasab port — bring your passport',
      voucherUrl: 'https://rihla.example/api/vouchers/x?y=1&z=2',
      seller,
    }),
    DetailsReminderEmail({
      language,
      firstName,
      reference,
      missingGuests: 1 + variant,
      deadline: '9:00 AM on Friday 4 December 2026',
      link: 'https://rihla.example/travellers/RH-1',
      seller,
    }),
    GiftCardIssuedEmail({
      language,
      firstName,
      recipientName: variant % 2 === 0 ? '' : 'Omar "the traveller"',
      code: 'GIFT-ABCD-1234',
      amountFils: 50_000,
      validUntil: '29 November 2027',
      message: variant % 2 === 0 ? '' : 'Happy birthday!\nمع الحب',
      seller,
    }),
    OperatorCodesLockedEmail({
      recipientName: firstName,
      operatorName: 'Sami <ops>',
      operatorEmail: 'sami@rihla.example',
      isSelf: variant % 2 === 0,
      failures: 5,
    }),
    PaymentLinkEmail({
      language,
      firstName,
      trip: line.title,
      amountFils: 42_075,
      until: '5:30 PM on Saturday 5 December 2026',
      link: 'https://rihla.example/pay/abc?x=1&y=2',
      seller,
    }),
    PassengerDetailsLinkEmail({
      language,
      firstName,
      reference,
      details: { url: 'https://rihla.example/travellers/RH-1', deadline: 'Friday 4 December 2026' },
      seller,
    }),
    PickupChosenEmail({
      language,
      firstName,
      reference,
      title: line.title,
      when: line.when,
      pickup: 'Atlantis The Palm, 2:15 PM',
      address: variant % 2 === 0 ? '' : 'Crescent Rd, The Palm Jumeirah\nDubai',
      travellersUrl: 'https://rihla.example/travellers/RH-1',
      seller,
    }),
  ];
}

/**
 * React Email's HTML without the comments only React's streams write, where the document's html, head (an email
 * with a preview) and body began: each once at most.
 */
function withoutStreamMarkers(html: string): string {
  const markers = ['<!--html-->', '<!--head-->', '<!--body-->'];
  for (const marker of markers) expect(html.split(marker).length).toBeLessThanOrEqual(2);
  expect(html).toContain('<!--body-->');
  return markers.reduce((text, marker) => text.replace(marker, ''), html);
}

describe("emails' HTML without React Email's web streams (decision 134)", () => {
  for (const language of ['en', 'ar'] as const) {
    it(`is the text React Email's render makes, for every email in ${language}`, async () => {
      let compared = 0;
      for (let variant = 0; variant < 4; variant++) {
        for (const element of emailsOf(language, variant)) {
          const html = await renderEmailHtml(element);
          expect(html).toBe(withoutStreamMarkers(await render(element)));
          compared += 1;
        }
      }
      expect(compared).toBe(48);
    });
  }

  for (const language of ['en', 'ar'] as const) {
    it(`gives every email in ${language} the plain text React Email's render makes of it`, async () => {
      let compared = 0;
      let previewed = 0;
      for (let variant = 0; variant < 4; variant++) {
        for (const element of emailsOf(language, variant)) {
          const html = await renderEmailHtml(element);
          // The preview block is left out before converting (decision 147): the whole block, and the text is the same.
          if (html.includes('data-skip-in-text')) {
            expect(html.replace(PREVIEW_BLOCK, '')).not.toContain('data-skip-in-text');
            previewed += 1;
          }
          expect(emailPlainText(html)).toBe(await render(element, { plainText: true }));
          expect(emailPlainText(html)).toBe(toPlainText(html));
          compared += 1;
        }
      }
      expect(compared).toBe(48);
      // Every email but the operators' (which has no preview) has its preview block left out.
      expect(previewed).toBe(44);
    });
  }

  it('fails as render fails when an email throws while it is drawn', async () => {
    const Broken = (): ReactElement => {
      throw new Error('a missing text');
    };
    await expect(render(createElement(Broken))).rejects.toThrow('a missing text');
    await expect(renderEmailHtml(createElement(Broken))).rejects.toThrow('a missing text');
  });
});
