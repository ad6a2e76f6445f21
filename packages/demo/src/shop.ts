// The demo's shop (decision 071): the name, contact, seller's tax details and links the demo shows, written as the
// shop's settings when the demo is seeded into an empty database. An install without the demo starts from the
// environment's first values instead, and no file of the product names this shop.
import { defaultShopSettings, type TShopSettings } from '@rihla/shared/schemas/shop';

const FIRST = defaultShopSettings({
  name: 'Rihla',
  legalName: 'Rihla Tourism LLC',
  trn: '100000000000003',
  address: 'Office 12, Corniche Road, Dibba Al-Fujairah, Fujairah, United Arab Emirates',
  supportPhone: '+971 4 000 0000',
  supportEmail: 'support@rihla.ae',
});

export const DEMO_SHOP: TShopSettings = {
  ...FIRST,
  whatsapp: '+971 50 000 0000',
  socialLinks: [
    { network: 'instagram', url: 'https://www.instagram.com/' },
    { network: 'facebook', url: 'https://www.facebook.com/' },
    { network: 'x', url: 'https://x.com/' },
    { network: 'youtube', url: 'https://www.youtube.com/' },
  ],
  // The home sections in Arabic (decision 102), written for the demo; they await a native speaker's review.
  ar: {
    hero: {
      eyebrow: 'جولات · رحلات مسندم · عطلات · تذاكر',
      title: 'اكتشف الإمارات ومسندم',
      subtitle: 'سفاري الصحراء، ورحلات الداو في الخلجان، ومعالم المدن والعطلات، تحجزها في دقائق وتدفع بالدرهم.',
    },
    categoryLines: {
      'Picnic Musandum': 'رحلات الداو في خلجان عُمان',
      Inbound: 'سفاري الصحراء وجولات المدن',
      Holidays: 'رحلات لعدة أيام، مخطط لها من أجلك',
      'Entry ticket': 'معالم ومتنزهات ومواقع شهيرة',
    },
  },
};
