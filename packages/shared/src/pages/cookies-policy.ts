// The storage keys as the spec names them (SPEC section 3; the web's lib/storage.ts STORAGE_KEYS, checked by its test).
const STORAGE_KEYS = {
  loginStatus: 'loginStatus',
  token: 'oAuth',
  profilePicture: 'proPicUrl',
  userName: 'userName',
  formattedDate: 'formattedDate',
  formattedTime: 'formattedTime',
  cartId: 'cartId',
  transactionId: 'transactionID',
} as const;

import { INTELLECTUAL_PROPERTY_POLICY } from './intellectual-property.js';
import type { TPolicyDocument } from './policy-types.js';

export const COOKIES_POLICY: TPolicyDocument = {
  title: 'Cookies Policy',
  lastUpdated: '2026-11-01',
  summary:
    'How {shop} uses cookies and your browser’s local storage to keep you logged in, remember the date and time you chose, and complete your payment, and how you can control them.',
  sections: [
    {
      id: 'what-are-cookies',
      heading: 'What cookies and local storage are',
      blocks: [
        'Cookies are small text files that a website stores in your browser. Local storage is a similar feature that lets a website keep information in your browser between visits. Neither can run programs or read other files on your device.',
        '{shop} uses local storage for most of what it needs to remember, and a small number of cookies. In this policy, "cookies" covers both.',
      ],
    },
    {
      id: 'what-we-use-them-for',
      heading: 'What we use them for',
      blocks: [
        'We store the following items in your browser:',
        {
          definitions: [
            {
              term: STORAGE_KEYS.loginStatus,
              description: 'Whether you are logged in, so that the header shows your cart, wishlist and profile menu.',
            },
            {
              term: STORAGE_KEYS.token,
              description: 'Your login token, sent with each request so that we know the request comes from you.',
            },
            { term: STORAGE_KEYS.userName, description: 'Your first name, to greet you in the profile menu.' },
            { term: STORAGE_KEYS.profilePicture, description: 'The address of your profile picture.' },
            {
              term: STORAGE_KEYS.formattedDate,
              description: 'The date you chose for an activity, carried from the product page to the ticket page.',
            },
            { term: STORAGE_KEYS.formattedTime, description: 'The time range you chose for that activity.' },
            {
              term: STORAGE_KEYS.cartId,
              description: 'The ID of the cart being paid, so that your booking can be confirmed after payment.',
            },
            {
              term: STORAGE_KEYS.transactionId,
              description: 'The payment ID returned by the payment gateway, used to confirm your booking.',
            },
          ],
        },
        'Logging out clears all of these items from your browser.',
        {
          definitions: [
            {
              term: 'rihla_signup',
              description:
                'A cookie set when you sign up, holding a random number that ties your sign-up to this browser, so that only this browser can confirm it with the code we text you. No script on the page can read it, it is sent to our sign-up service only, and it expires after a day.',
            },
          ],
        },
      ],
    },
    {
      id: 'types-of-cookies',
      heading: 'Types of cookies',
      blocks: [
        {
          list: [
            'Strictly necessary: log-in state, your token, the cart and payment IDs, and the sign-up cookie. The Platform cannot work without them, so they do not need your consent.',
            'Functional: the date and time you chose, your first name and profile picture. They make the Platform easier to use.',
            'Performance: anonymous statistics about the pages visited and errors met, which help us improve the Platform. They are used only with your consent.',
            'Third-party: our payment gateway sets its own cookies on its secure payment page, and embedded maps may set cookies from their provider. These are governed by the providers’ own policies.',
          ],
        },
      ],
    },
    {
      id: 'how-long',
      heading: 'How long they last',
      blocks: [
        'Session cookies are deleted when you close your browser. Items in local storage stay until you log out, clear your browser data, or we remove them when they are no longer needed, for example after your payment is confirmed.',
      ],
    },
    {
      id: 'managing-cookies',
      heading: 'Managing cookies',
      blocks: [
        'You can view, block and delete cookies and local storage in your browser settings:',
        {
          list: [
            'Chrome: Settings, Privacy and security, Third-party cookies and Delete browsing data;',
            'Firefox: Settings, Privacy & Security, Cookies and Site Data;',
            'Safari: Settings, Privacy, Manage Website Data;',
            'Edge: Settings, Cookies and site permissions.',
          ],
        },
        'If you block strictly necessary cookies or local storage, you will not be able to log in, keep items in your cart or complete a booking.',
      ],
    },
    {
      id: 'cookies-contact',
      heading: 'Changes and contact',
      blocks: [
        'We may update this policy when we change the way we use cookies; the date at the top shows the latest version. For questions, write to {email}.',
      ],
    },
  ],
  appendix: INTELLECTUAL_PROPERTY_POLICY,
};
