import type { TPolicyDocument } from './policy-types.js';

export const LAW_ENFORCEMENT_RESOURCES: TPolicyDocument = {
  title: 'Law Enforcement Resources',
  lastUpdated: '2026-11-01',
  summary:
    'Guidelines for police, public prosecutors, courts and other authorities that need information about a {shop} account, and for account holders who want information about their own account.',
  sections: [
    {
      id: 'scope',
      heading: 'Scope',
      blocks: [
        '{shop} respects the privacy of its users and cooperates with the competent authorities of the United Arab Emirates in line with the law. These guidelines explain what information we hold, who may obtain it and how requests must be made.',
        'They do not create any rights for third parties, and we may update them as the law and our services change.',
      ],
    },
    {
      id: 'who-may-obtain-information',
      heading: 'Who may obtain account information',
      blocks: [
        {
          list: [
            'The primary account holder, or sub-users the primary account holder has authorised, may obtain information about that account after we verify their identity, for example with a one-time code sent to the phone number registered on the account.',
            'Anyone else, including relatives, lawyers, employers and public authorities, must provide a court order signed by a judge of a competent court. We do not disclose account information on the basis of an informal request, a letter or a phone call.',
          ],
        },
        'Requests from authorities outside the UAE must be made through the UAE’s mutual legal assistance channels so that a competent UAE court can issue the order.',
      ],
    },
    {
      id: 'information-we-hold',
      heading: 'Information we hold',
      blocks: [
        'Depending on how an account has been used, we may hold:',
        {
          list: [
            'account details: name, phone number, e-mail address, country, date of birth and the date the account was created;',
            'booking history: products booked, dates, times, number of tickets and amounts paid;',
            'payment references: transaction IDs, amounts, dates and status. We do not hold card numbers, which are handled only by our payment gateway;',
            'technical logs, such as IP addresses and log-in times, for a limited period.',
          ],
        },
        'We do not hold information about what happens during an activity. Such information may be available from the Organiser that delivered it.',
      ],
    },
    {
      id: 'submitting-requests',
      heading: 'How to submit a request',
      blocks: [
        'Send requests by e-mail to {email} with the subject "Law Enforcement Request", from an official government e-mail address. Each request must be written in Arabic or English and include:',
        {
          ordered: true,
          list: [
            'the name of the requesting authority and the name, rank, phone number and official e-mail address of the officer in charge;',
            'a copy of the signed court order;',
            'the case or reference number;',
            'at least one identifier of the account, such as the registered phone number, e-mail address or an order number;',
            'the specific information requested and the time period it covers;',
            'any deadline, with the reason for it.',
          ],
        },
        'We review every request for its legal validity and may reject or narrow a request that is unclear or too broad. We reply by secure e-mail to the requesting officer.',
      ],
    },
    {
      id: 'preservation-requests',
      heading: 'Preservation requests',
      blocks: [
        'While an authority obtains a court order, it may ask us to preserve specific account records. We keep the records for 90 days, which can be extended once on a further request. Preserved data is disclosed only when a valid court order is received.',
      ],
    },
    {
      id: 'user-notice',
      heading: 'Notice to users',
      blocks: [
        'Our policy is to tell users about requests for their information before we disclose it, so that they can seek legal advice. We do not do so where the law or the court order prohibits it, or where notice would put someone at risk of harm.',
      ],
    },
    {
      id: 'emergency-requests',
      heading: 'Emergency requests',
      blocks: [
        'If there is an imminent risk of death or serious physical injury, we may disclose information without a court order, limited to what is needed to prevent the harm.',
        'Send emergency requests to {email} with the subject "EMERGENCY Law Enforcement Request", describing the emergency, the person at risk, why the matter is urgent and the information needed. The request must come from an official government e-mail address and name the officer in charge. A court order must follow as soon as possible.',
        'If someone is in immediate danger, call the police on 999.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        'Questions about these guidelines can be sent to {email}. This address is for authorities and account holders only; for help with a booking, please use the usual customer support channels.',
      ],
    },
  ],
};
