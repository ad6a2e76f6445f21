export interface TFaqItem {
  id: string;
  question: string;
  /** Paragraphs, and optionally a list shown after the first paragraph. */
  answer: readonly string[];
  list?: readonly string[];
}

export const FAQ_ITEMS: readonly TFaqItem[] = [
  {
    id: 'what-is-the-shop',
    question: 'What is {shop}?',
    answer: [
      '{shop} is an online travel market for the United Arab Emirates. You can discover and book tours, Musandam picnic and day trips, inbound tours, holiday packages, attraction entry tickets and visa-change services from local organisers, pay securely in AED, and keep all your vouchers in one place under Order Details.',
      '{shop} is built by a team with over 5 years of experience in mobile booking of events and activities.',
    ],
  },
  {
    id: 'contact-support',
    question: 'How can I contact customer support?',
    answer: [
      'E-mail us at {email}. To help us answer quickly, include the phone number registered on your account and, for a booking, your order’s payment ID and the activity date. We aim to reply within two working days.',
    ],
  },
  {
    id: 'supported-browsers',
    question: 'Which browsers can I use on my computer?',
    answer: [
      '{shop} supports the latest versions of Google Chrome, Mozilla Firefox, Apple Safari and Microsoft Edge on desktop. Internet Explorer is not supported.',
      'If a page does not display or work properly, update your browser to its latest version and reload the page.',
    ],
  },
  {
    id: 'create-account',
    question: 'How do I create an account?',
    answer: [
      'Select SIGN UP, choose your country and enter your mobile phone number, name, e-mail address and a password of at least 6 characters. We send a one-time code by text message to that phone number to verify it.',
      'Use a number on which you can receive text messages: it is the number you log in with, and the one we send a code to when you need to recover your password.',
    ],
  },
  {
    id: 'logged-out',
    question: 'Why do I keep getting logged out?',
    answer: [
      '{shop} keeps you logged in with a secure token saved in your browser. You are logged out when:',
      'To stay logged in, allow cookies and site data for {shop}, avoid private windows, and log in again. If it keeps happening, e-mail {email} with the name and version of your browser.',
    ],
    list: [
      'the token expires, which protects your account if someone else uses your device;',
      'you log out, or clear your browser’s cookies and site data;',
      'you browse in a private or incognito window, which forgets everything when it closes;',
      'a privacy extension or browser setting blocks site data.',
    ],
  },
  {
    id: 'screenshot',
    question: 'How do I take a screenshot?',
    answer: [
      'A screenshot helps our support team see exactly what you see. Depending on your device:',
      'Attach the image to your e-mail to {email}.',
    ],
    list: [
      'Windows: press Windows + Shift + S and select an area, or press Print Screen for the whole screen.',
      'Mac: press Shift + Command + 4 and drag over an area, or Shift + Command + 3 for the whole screen.',
      'iPhone: press the side button and the volume up button at the same time.',
      'Android: press the power button and the volume down button at the same time.',
    ],
  },
  {
    id: 'refunds',
    question: 'Can I get a refund?',
    answer: [
      'Refund terms are set by each organiser, so first check the cancellation policy on the activity’s listing and in your booking confirmation. Some orders are non-refundable.',
      'If your booking qualifies, cancel it from Order Details in your profile menu, or e-mail {email} with your order’s payment ID and the reason for the cancellation. Under our standard terms you can cancel at least 24 hours before the activity time. When you cancel you choose where the card’s part goes: back to your bank account or card in 10-15 working days, or to your {shop} wallet immediately. Any part paid with points, a gift card or your wallet goes back to where it came from.',
    ],
  },
  {
    id: 'delete-account',
    question: 'How do I delete my account?',
    answer: [
      'Open the Profile tab, then go to Settings, Manage My Account and select Delete account.',
      'Deletion is permanent: the account cannot be reactivated, and its wallet balance, points and booking history are lost. Download any vouchers you still need before you delete it.',
    ],
  },
];
