// The About and Visa change pages as documents the Pages desk edits (issue 37, decision 117): the texts the web app
// drew by hand (decision 105), in decision 112's shape of sections of blocks, so the desk groups and labels them as it
// does a policy's. The web page lays each section out as before, reading its blocks by their place: what a block is
// (an eyebrow, a value's title, an airport's city) is said beside each section here. Figures, airport codes, icons and
// the visa's durations are the page's layout, not texts. Placeholders ({shop}, {email}, {city}) are filled on the page.
import type { TPolicySection } from './policy-types.js';

/** A page laid out by hand from its sections: its title, a lead under it, and sections by `id`. */
export interface TLaidOutDocument {
  title: string;
  summary: string;
  sections: readonly TPolicySection[];
}

/** About Us: title, the banner's eyebrow (summary), then its five parts. */
export const ABOUT_PAGE: TLaidOutDocument = {
  title: 'Every journey starts with a story',
  summary: 'About Us',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Your travel market for the UAE',
      // Eyebrow, two paragraphs, then the four facts' labels (their figures are the page's: 5+, 4, 7, 24/7).
      blocks: [
        { subheading: 'Who we are' },
        '{shop} is the creator of a travel-market product for mobile booking of events and activities, with over 5 years of experience. We bring together tours, Musandam picnic and day trips, inbound tours, holiday packages and attraction tickets from trusted local organisers, so you can plan a whole trip in one place.',
        'Whether it is a first visit to Dubai or a weekend escape to the mountains of Musandam, we want booking to be the easiest part of it: clear prices in AED, instant booking on any device and a voucher ready in your pocket.',
        {
          list: [
            'Years building booking products',
            'Ways to explore: trips, tours, holidays and tickets',
            'Emirates to discover',
            'Online booking from any device',
          ],
        },
      ],
    },
    {
      id: 'mission-vision',
      heading: 'Mission and Vision',
      // Eyebrow; the mission's title and text; the vision's title and text.
      blocks: [
        { subheading: 'What drives us' },
        { subheading: 'Our mission' },
        'To make discovering and booking experiences in the UAE simple, transparent and trustworthy, from a desert safari to a dhow cruise in Musandam, in a few taps on any device.',
        { subheading: 'Our vision' },
        'To be the most trusted travel market in the region, connecting travellers with the best local organisers and helping every trip become a story worth telling.',
      ],
    },
    {
      id: 'core-values',
      heading: 'Core Values',
      // Eyebrow, lead, then each value's title and text.
      blocks: [
        { subheading: 'How we work' },
        'Four values guide how we build {shop} and how we treat the people who use it.',
        { subheading: 'Customer centricity' },
        'Every decision starts with the traveller: clear prices in AED, honest descriptions and help that answers when you need it.',
        { subheading: 'Innovation' },
        'We keep looking for simpler ways to plan a day out, from a date picker that fits in your thumb to vouchers that live in your pocket.',
        { subheading: 'Integrity' },
        'We say what is included and what is not, keep your data safe, and stand by the bookings made with us.',
        { subheading: 'Collaboration' },
        'We work hand in hand with local organisers, guides and partners, because great experiences are made together.',
      ],
    },
    {
      id: 'team',
      heading: 'Team',
      // Eyebrow, lead, the members' names, and their roles in the same order.
      blocks: [
        { subheading: 'The people behind {shop}' },
        'A small team of travellers, engineers and customer-care specialists based in Dubai.',
        { list: ['Omar Al Hashimi', 'Layla Haddad', 'Arjun Menon', 'Sara Al Mansoori'] },
        {
          list: ['Founder and Chief Executive', 'Head of Product', 'Head of Engineering', 'Customer Experience Lead'],
        },
      ],
    },
    {
      id: 'about-cta',
      heading: 'Ready for your next journey?',
      blocks: ['Browse tours, trips and tickets across the UAE.'],
    },
  ],
};

/** Visa change: title, the lead under it (summary), then its four parts. */
export const VISA_CHANGE_PAGE: TLaidOutDocument = {
  title: 'Visa change',
  summary:
    'Extend your stay in the UAE with an express visa change: fly out and back on a return air ticket and re-enter on a new 30-day or 60-day visit visa.',
  sections: [
    {
      id: 'offers',
      heading: 'Choose your departure airport',
      // Lead; the airports' cities and names (their codes are the page's: FJR, DXB, AUH, SHJ); each offer's words.
      blocks: [
        'Every offer includes express visa processing and a return air ticket.',
        { list: ['Fujairah', 'Dubai', 'Abu Dhabi', 'Sharjah'] },
        {
          list: [
            'Fujairah International Airport',
            'Dubai International Airport',
            'Zayed International Airport',
            'Sharjah International Airport',
          ],
        },
        'Express visit visa',
        'Visa durations',
        'days',
        'Return air ticket from {city}',
        'Express processing',
      ],
    },
    {
      id: 'how-it-works',
      heading: 'How it works',
      // Each step's title and text.
      blocks: [
        { subheading: 'Send your documents' },
        'E-mail the documents listed below to {email} with your preferred airport and visa duration.',
        { subheading: 'Receive your visa and ticket' },
        'We process your express visa and book your return flight, then send both to you by e-mail.',
        { subheading: 'Fly out and back' },
        'Take your return flight from the airport you chose and re-enter the UAE on your new visit visa.',
      ],
    },
    {
      id: 'documents',
      heading: 'Required documents',
      blocks: [
        'Prepare these documents before you apply. Scans or clear phone photos are fine.',
        {
          list: [
            'Guarantor’s passport: clear colour copies of the first and last pages',
            'Guarantor’s Emirates ID: front and back',
            'Visitor’s passport: clear colour copies of the first and last pages',
            'Visitor’s recent passport-size photo with a white background',
            'The visitor’s passport must be valid for at least 6 months',
            'The guarantor’s residence visa must be valid for at least 3 months',
          ],
        },
      ],
    },
    {
      id: 'visa-notes',
      heading: 'Good to know',
      blocks: [
        {
          list: [
            'Visas are issued at the sole discretion of the UAE immigration authorities.',
            'Apply before your current visa expires to avoid overstay fines.',
            'Visa services are non-refundable once the application has been submitted.',
            'Questions? E-mail {email}.',
          ],
        },
      ],
    },
  ],
};
