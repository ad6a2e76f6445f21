import type { TPolicyDocument } from './policy-types.js';

export const PRIVACY_POLICY: TPolicyDocument = {
  title: 'Privacy Policy',
  lastUpdated: '2026-11-28',
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
      // Issue 36 (decision 096): what a trip may ask of each traveller, in plain words.
      id: 'travellers-details',
      heading: 'Travellers’ details',
      blocks: [
        'Some trips need to know more than the name of the person who books. When a trip asks for them, we collect, for each traveller on your booking:',
        {
          list: [
            'full name, nationality and date of birth;',
            'passport number and its expiry date;',
            'a phone number;',
            'your answers to the trip’s own questions (for example, food needs or whether you can swim);',
            'the hotel or meeting point where you are picked up;',
            'your acceptance of the trip’s waiver: the name you typed, which version of the waiver you accepted, the time, and the internet (IP) address it was sent from.',
          ],
        },
        { subheading: 'Why we need them' },
        {
          list: [
            'Border lists: trips that cross into Musandam (Oman) must send every guest’s name, nationality, date of birth and passport details to the border post before the boat sails.',
            'Pick-ups: the driver needs to know where and when to collect you.',
            'Safety: the crew needs to know who is on board, and that each guest has accepted the risks of activities such as snorkelling.',
          ],
        },
        { subheading: 'How long we keep them' },
        'We erase travellers’ details a set number of days after the trip: 30 days, unless {shop} has chosen another period. Your booking and its payment records stay, as “How long we keep data” explains. If you delete your account, the travellers’ details of your bookings are erased at once.',
        { subheading: 'Who sees them' },
        'Only {shop}’s staff who need them for your trip, each according to their role: a guide, for example, sees the guests of their own departures. Passport numbers and dates of birth are hidden (masked) on staff screens, except for the staff allowed to see them in full; every time they are shown in full, or a border list is downloaded, we record who did it and when. The border post of your trip receives its border list.',
        { subheading: 'How we keep them' },
        'Passport numbers, passport expiry dates and dates of birth are stored encrypted, with a key kept apart from the database, and they are never written to our logs. For any question about your travellers’ details, write to {email}.',
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
