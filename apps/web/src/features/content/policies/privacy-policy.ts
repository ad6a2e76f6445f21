import type { TPolicyDocument } from './policy-types';

export const PRIVACY_POLICY: TPolicyDocument = {
  title: 'Privacy Policy',
  lastUpdated: '2026-11-01',
  summary:
    'A short summary of what personal data {shop} collects when you browse and book, why we need it, who we share it with, how long we keep it and the rights you have over it.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        '{shop} operates an online travel market in the United Arab Emirates for booking tours, day trips, holiday packages, entry tickets and visa-change services. {shop} is the controller of the personal data described in this policy.',
        'We process personal data in line with Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data (the "PDPL") and the other laws of the UAE.',
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Data we collect',
      blocks: [
        { subheading: 'Data you give us' },
        {
          list: [
            'Account details: first and last name, mobile phone number, e-mail address, country, date of birth, gender and, if you add one, a profile picture.',
            'Booking details: the products you book, the date, time and number of tickets, traveller names where the Organiser needs them, and the amounts paid.',
            'Messages you send to customer support, and reviews you post.',
          ],
        },
        { subheading: 'Data created when you pay' },
        'We keep payment references such as the transaction ID, amount, date and status. Card numbers are entered only on the secure page of our payment gateway and are handled only by the gateway; {shop} never receives or stores your full card number or security code.',
        { subheading: 'Data collected automatically' },
        'When you use the Platform we collect technical data such as your IP address, browser and device type, pages viewed and the time of your visit, and we use cookies and local storage as our Cookies Policy explains.',
      ],
    },
    {
      id: 'how-we-use-data',
      heading: 'How we use your data',
      blocks: [
        'We use your personal data to:',
        {
          list: [
            'create and secure your account, including sending one-time codes by text message to your phone number;',
            'process bookings and payments, and issue your vouchers;',
            'send you booking confirmations, changes and service messages;',
            'answer your questions and handle refunds and complaints;',
            'run the wallet, points, gift card and discount code programmes;',
            'prevent fraud and abuse, and keep the Platform secure;',
            'improve the Platform and understand which products interest our customers;',
            'send you offers and news, if you have agreed to receive them (you can opt out at any time);',
            'meet our legal, tax and accounting obligations.',
          ],
        },
        'We process your data because it is needed to perform our contract with you, to meet a legal obligation, with your consent (for example for marketing), or where the PDPL otherwise permits it.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share data with',
      blocks: [
        'We do not sell your personal data. We share it only as needed with:',
        {
          list: [
            'Organisers (Masters and Corporate Masters) of the activities you book: your name, phone number, the booking details and any information they need to deliver the activity safely;',
            'our payment gateway and banks, to process payments and refunds;',
            'service providers that host the Platform, send text messages and e-mails, or provide customer support tools, under contracts that protect your data;',
            'public authorities, courts and law enforcement when the law requires it, as described in our Law Enforcement Resources;',
            'a buyer or successor if {shop}’s business is sold or merged, in which case this policy continues to protect your data.',
          ],
        },
        'Some of these recipients may process data outside the UAE. When they do, we make sure the transfer is allowed under the PDPL and that your data keeps an adequate level of protection.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      blocks: [
        {
          list: [
            'Account data is kept while your account is open. When you delete your account, we delete or anonymise it within 30 days.',
            'Booking and payment records are kept for as long as UAE tax and commercial laws require, usually five years after the transaction.',
            'Support messages are kept for two years after the case is closed.',
            'Technical logs are kept for up to 12 months.',
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        'We protect your data with encryption in transit, hashed passwords, access controls and regular reviews of our systems. No system is perfectly secure, so please keep your password private and tell us at once if you suspect misuse of your account.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        'Under the PDPL you have the right to:',
        {
          list: [
            'obtain information about the processing of your data and a copy of it;',
            'have inaccurate data corrected and incomplete data completed;',
            'have your data erased, subject to the records we must keep by law;',
            'restrict or object to processing, including for direct marketing;',
            'receive your data in a structured, machine-readable format;',
            'withdraw your consent at any time, without affecting processing done before.',
          ],
        },
        'You can update most account details yourself on your profile page. For any other request, e-mail {email}; we may ask you to confirm your identity and will reply within 30 days. If you are not satisfied with our answer, you may complain to the UAE Data Office.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        'Accounts are for people aged 18 or over. We do not knowingly collect data from children, except the details of young travellers that a parent or guardian provides when booking for them.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'We may update this policy when our services or the law change. The date at the top of this page shows the latest version, and we will tell you about significant changes on the Platform or by e-mail.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        'For any question about this policy or your personal data, write to {email} with the subject "Privacy". {shop}, {address}.',
      ],
    },
  ],
};
