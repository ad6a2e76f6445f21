import type { TPolicyDocument } from './policy-types.js';

export const TERMS_OF_SERVICE: TPolicyDocument = {
  title: 'Terms of Service',
  lastUpdated: '2026-11-26',
  summary:
    'These terms explain the rules for using {shop} and for every booking you make with us: who can book, how payments, refunds, points and the wallet work, and what each side is responsible for. Please read them carefully before you book.',
  sections: [
    {
      id: 'overview',
      heading: 'Overview',
      blocks: [
        '{shop} ("{shop}", "we", "us" or "our") operates the {shop} website and mobile applications (together, the "Platform"): an online travel market where you can discover and book tours, Musandam picnic and day trips, inbound tours, holiday packages, attraction entry tickets and visa-change services in the United Arab Emirates. All prices on the Platform are shown and charged in UAE dirhams (AED).',
        'These Terms of Service (the "Terms") govern your access to and use of the Platform and every booking you make through it. By creating an account, browsing or making a booking you confirm that you have read, understood and agree to these Terms, our Privacy Policy, our Cookies Policy and our Intellectual Property Policy. If you do not agree, please do not use the Platform.',
        'You must be at least 18 years old to create an account or make a booking. If you book for children or other guests, you confirm that you are allowed to accept these Terms on their behalf and that they will follow the rules of the activity.',
        'We may update these Terms from time to time. The date at the top of this page shows when they last changed. We announce material changes on the Platform or by e-mail, and by continuing to use the Platform after a change takes effect you accept the updated Terms. A booking is governed by the Terms in force on the day it was made.',
        'The payment, refund and points terms (sections 10, 14 and 16) are also set out in Arabic in section 20.',
      ],
    },
    {
      id: 'licence-agreement',
      heading: 'Licence agreement',
      blocks: [
        'Subject to these Terms, we grant you a personal, limited, non-exclusive, non-transferable and revocable licence to access and use the Platform for the non-commercial purpose of browsing and booking travel products for yourself and the people you travel with.',
        'You may not:',
        {
          list: [
            'copy, modify, distribute, sell or lease any part of the Platform or its content;',
            'decompile, reverse engineer or try to extract the source code of our software, unless the law expressly allows it;',
            'use robots, scrapers or other automated means to access the Platform, collect prices or content, or place bookings;',
            'resell tickets or vouchers bought on the Platform, or book for commercial resale, without our written consent;',
            'interfere with the security or proper working of the Platform, or try to gain unauthorised access to any account, system or network;',
            'use the Platform for any unlawful, fraudulent or harmful purpose.',
          ],
        },
        'All rights not expressly granted to you remain with {shop} and its licensors. This licence ends automatically if you breach these Terms or when your account is closed.',
      ],
    },
    {
      id: 'events-and-users',
      heading: 'Events and users',
      blocks: [
        '{shop} is a marketplace. The activities, tours, packages and events listed on the Platform are organised and delivered by independent operators, called Masters or, for companies, Corporate Masters (together, "Organisers"). {shop} is not the organiser of an activity unless its listing says so.',
        'Organisers set the description, schedule, capacity, inclusions, requirements and cancellation terms of their listings. They are responsible for delivering the activity as described, for holding the licences and insurance it requires, and for the safety of participants. Masters and Corporate Masters may charge fees for memberships or events; any such fee is shown on the listing before you pay.',
        'When you book, your contract for the activity is with the Organiser. {shop} acts as the Organiser’s booking and payment agent and provides customer support for your booking.',
        'As a participant you agree to:',
        {
          list: [
            'arrive at the meeting point on time with your voucher and any identification the listing asks for;',
            'meet the listed requirements, such as minimum age, fitness, dress code, or a valid passport and visa for trips that cross a border (for example to Musandam);',
            'follow the instructions of the Organiser and its guides, and respect the laws and customs of the UAE;',
            'tell the Organiser before you book about any medical condition or special need that may affect your participation.',
          ],
        },
        'An Organiser may refuse participation to anyone who does not meet the requirements or whose behaviour puts others at risk. In that case no refund is due unless the listing says otherwise.',
      ],
    },
    {
      id: 'account',
      heading: 'Account',
      blocks: [
        'You need an account to book. You register with your mobile phone number, and we send a one-time code by text message to verify it. That phone number is used to log in and to recover your password, so please keep it up to date.',
        'You agree to give accurate, current and complete information and to keep your password confidential. You are responsible for everything done with your account. Tell us straight away at {email} if you think someone else has used it.',
        'Each person may hold only one account. Accounts are personal and may not be sold, transferred or shared.',
        'We may suspend, disable or terminate your account, and cancel pending bookings, if you break these Terms, give false information, misuse promotions, points or the wallet, or act fraudulently or abusively. Where appropriate we will tell you why and give you a chance to respond.',
        'You can delete your account at any time from the Profile tab: Settings, Manage My Account, Delete account. Deletion is permanent: a deleted account cannot be reactivated, and any wallet balance, points, gift cards and discount codes linked to it are lost. Please use your balance before you delete your account. We keep some records after deletion where the law requires it, as our Privacy Policy explains.',
      ],
    },
    {
      id: 'content',
      heading: 'Content',
      blocks: [
        'Listings, descriptions, photos, prices and other information on the Platform come from {shop} and from Organisers. We work to keep them accurate, but we cannot guarantee that every detail is complete, current and free of errors. If a price is obviously wrong, we may cancel the booking and refund you in full.',
        'You may post content such as reviews, ratings and photos ("User Content"). You keep ownership of your User Content and grant {shop} a worldwide, royalty-free, non-exclusive licence to host, display, reproduce, adapt and publish it on the Platform and in our marketing while it remains on the Platform and for a reasonable period afterwards.',
        'User Content must be honest, describe your own experience, and must not:',
        {
          list: [
            'be false, misleading, defamatory, obscene, hateful or discriminatory;',
            'infringe anyone’s intellectual property, privacy or other rights;',
            'contain other people’s personal data, advertising, spam or malicious code;',
            'offend public morals or break the laws of the United Arab Emirates.',
          ],
        },
        'We may review, refuse, edit or remove any User Content at our discretion and without notice.',
      ],
    },
    {
      id: 'third-party-tools-and-links',
      heading: 'Third-party tools and links',
      blocks: [
        'The Platform may include or link to tools, websites and services run by third parties, such as payment gateways, maps, social networks and Organisers’ own websites. We provide them for your convenience; we do not control them and are not responsible for their content, availability, security or practices.',
        'Your use of a third-party service is governed by that provider’s own terms and privacy policy. Please read them before you use the service or give it any information.',
        'Card payments are processed by our licensed payment gateway. You enter your card details directly on the gateway’s secure page, and {shop} never sees or stores your full card number.',
      ],
    },
    {
      id: 'indemnification',
      heading: 'Indemnification',
      blocks: [
        'You agree to indemnify, defend and hold harmless {shop}, its group companies and their directors, employees, agents and partners against any claim, demand, loss, damage, cost or expense, including reasonable legal fees, made by a third party or arising from:',
        {
          list: [
            'your breach of these Terms or of any law;',
            'your User Content;',
            'your participation in an activity, including any harm you cause to people or property;',
            'any misuse of your account by you or by someone you allowed to use it.',
          ],
        },
      ],
    },
    {
      id: 'disclaimer',
      heading: 'Disclaimer',
      blocks: [
        'The Platform and all content and services on it are provided "as is" and "as available". To the fullest extent the law allows, {shop} gives no warranty, express or implied, that the Platform will be uninterrupted, timely, secure or error-free, or that the information on it is accurate or reliable.',
        'Activities are delivered by Organisers. {shop} does not guarantee the quality, safety or suitability of any activity and is not responsible for the acts or omissions of Organisers, transport companies, hotels or other suppliers. Desert, mountain and sea activities depend on the weather and may be changed or cancelled by the Organiser for safety reasons.',
        'Nothing in these Terms removes rights you have as a consumer under Federal Law No. 15 of 2020 on Consumer Protection or any other law that cannot be excluded by agreement.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      blocks: [
        'To the fullest extent the law allows, {shop} is not liable for any indirect, incidental, special or consequential loss, or for any loss of profit, revenue, data, goodwill or enjoyment, arising out of or in connection with the Platform or a booking.',
        'Our total liability to you for all claims arising out of or relating to the Platform or these Terms is limited to the fees you paid to {shop} in the six (6) months before the event that gave rise to the claim.',
        'Any claim must be brought within one (1) year after the event that gave rise to it. After that period the claim is barred, to the extent the law allows.',
        'These limits do not apply to liability that cannot be limited by law, such as liability for fraud, or for death or personal injury caused by our negligence.',
        { subheading: 'Governing law and jurisdiction' },
        'These Terms and any dispute arising from them are governed by the laws of the Emirate of Dubai and the applicable federal laws of the United Arab Emirates, and the courts of Dubai have exclusive jurisdiction. Before starting proceedings, please contact us so that we can try to settle the matter amicably.',
      ],
    },
    {
      id: 'refund-policy',
      heading: 'Refund policy',
      blocks: [
        'Each Organiser sets the cancellation terms of its listings; they are shown on the listing and in your booking confirmation. Unless a listing states different terms, the following rules apply:',
        {
          list: [
            'You may cancel a booking for a refund if you cancel at least 24 hours before the booked activity time (Dubai time).',
            'Cancellations made less than 24 hours before the activity time, and no-shows, are not refunded.',
            'Some orders are marked non-refundable when you book, for example special offers, dated entry tickets and visa services. These orders cannot be cancelled for a refund.',
            'If an Organiser cancels an activity or changes it significantly, you may choose another date or a full refund.',
          ],
        },
        'To ask for a refund, e-mail {email} with your order number and the reason for the cancellation. Approved refunds are paid:',
        {
          list: [
            'to your bank account or card within 10-15 working days, depending on your bank;',
            'to your {shop} wallet immediately after approval.',
          ],
        },
        'When you cancel a booking in Order Details, you choose where the part you paid by card goes: back to your card (10 to 15 working days) or to your {shop} wallet at once.',
        'Amounts paid with points, wallet balance or a gift card are returned in the same form. A discount code is not refunded in cash. Bank and card charges are not refundable unless the cancellation was caused by us or by the Organiser.',
        'When an order paid in several ways is refunded, the refund is made up in this order: first the points, then the gift card, then the wallet balance, and last the card. So if only part of the price is refunded, your points and gift card are returned before anything goes back to your card.',
        'The gift card part of a refund goes back to the same gift card. If that gift card has expired or is no longer valid, it goes to your wallet instead.',
      ],
    },
    {
      id: 'promotions',
      heading: 'Promotions',
      blocks: [
        'From time to time we or our Organisers run promotions such as seasonal offers, discount codes, referral rewards and bonus points. Each promotion has its own conditions, such as the validity period, eligible products, minimum spend and number of uses; they are shown with the offer and form part of these Terms.',
        'Promotions are for personal use, cannot be exchanged for cash and cannot be combined with other offers unless the offer says so. We may change or end a promotion at any time, and may withdraw any benefit obtained through fraud, duplicate accounts or other abuse.',
      ],
    },
    {
      id: 'ticket-confirmation',
      heading: 'Ticket confirmation',
      blocks: [
        'After you pay, you receive an order confirmation. For some activities the Organiser must first confirm availability, so a reservation may not be confirmed immediately. You can follow its status in Order Details.',
        'Your voucher becomes available in Order Details once the reservation is confirmed. Show it, printed or on your phone, together with any identification the listing asks for.',
        'If a reservation cannot be confirmed, for example because the activity is sold out or cancelled, we notify you by e-mail or text message and offer you another date or a refund under the refund policy.',
        'Please check the date, time, meeting point and names on your voucher, and contact us straight away if anything is wrong.',
      ],
    },
    {
      id: 'cart',
      heading: 'Cart',
      blocks: [
        'You can add several activities to your cart before you pay. Adding an item to the cart does not reserve it: availability and prices are confirmed only when you check out and pay.',
        'Prices are shown in AED and include VAT unless stated otherwise. The amount you pay is the one shown at checkout.',
        'We may limit the number of items or tickets in a cart, and remove items that are no longer available or whose price or schedule has changed.',
      ],
    },
    {
      id: 'payment-methods',
      heading: 'Payment methods',
      blocks: [
        'We accept Visa and MasterCard credit and debit cards. Payments are made in AED on the secure page of our payment gateway; your bank may charge a fee for cards issued in another currency.',
        'You can lower the amount to pay with points, wallet balance, a gift card or a discount code. The remaining amount after points, wallet or code must be paid online by card.',
        'They are used in this order: a discount code or points lower the price first, then a gift card pays, then your wallet balance; what is left is paid by card. If they cover the whole price, your booking is confirmed without a card payment.',
        'A discount code and points cannot be used together on one order.',
        'Each user can book a limited number of tickets at a time. The limit depends on the activity and the current demand.',
        'If a payment fails or is declined, no booking is made. If your card was charged but the booking did not go through, the amount is refunded to the card; contact {email} if you do not see it within 10-15 working days.',
        'We may cancel and refund a booking if we reasonably suspect fraud or the unauthorised use of a card.',
      ],
    },
    {
      id: 'wallet-balance',
      heading: 'Wallet balance',
      blocks: [
        'Your {shop} wallet holds credit in AED, such as refunds paid to the wallet, redeemed gift cards and goodwill credit. You can use it to pay all or part of a booking on the Platform.',
        'To use it, choose "Use my wallet" at checkout. Your wallet pays after any points, discount code and gift card, and never more than what is left to pay. Wallet balance used on a booking that is later cancelled comes back to your wallet under the refund policy.',
        'Wallet balance earns no interest, cannot be transferred to another user and cannot be exchanged for cash, except where the law requires it.',
        'We may block the use of the wallet for a user, or reverse credit, if we detect misuse, fraud or a breach of these Terms.',
      ],
    },
    {
      id: 'points',
      heading: 'Points',
      blocks: [
        'Our loyalty programme rewards you with points:',
        {
          list: [
            'You earn 5 points for every AED 1 you spend on the Platform.',
            "You earn 100 points for every friend who joins {shop} with your invite link or code, once that friend's first booking is confirmed. If that booking is cancelled, these points are taken back.",
            "Points become yours to use once the trip they were earned on has run: until the day after the booking's last activity date (Dubai time) they are pending. Invite points wait for your friend's trip in the same way.",
            '125 points are worth AED 1 when you use them at checkout.',
            'No points are earned on the part of an order paid with points.',
          ],
        },
        'To pay with points, choose "Use my points" at checkout. Points are used in steps of 5 points (AED 0.04), as many as the amount left to pay allows. Points used on a booking that is later cancelled are given back under the refund policy.',
        'Points are added, as pending points, once the booking is confirmed, and all of them are removed again if it is cancelled or refunded. If you have already used some of them by then (a booking refunded after its trip has run), your points balance goes below zero by that many points, and the next points you earn make up for them first. Points have no cash value and cannot be transferred or sold.',
        'We may block the use of points for a user, and cancel points obtained through fraud, self-referral or other abuse.',
      ],
    },
    {
      id: 'gift-card',
      heading: 'Gift card',
      blocks: [
        'Gift cards and gift codes issued by {shop} or its partners can be redeemed on the Platform. The value of a redeemed gift card is added to your wallet balance.',
        'You can also enter a gift card code at checkout to pay with its balance directly. Whatever the booking does not use stays on the gift card for later, until its expiry date.',
        'A gift card holds between AED 50 and AED 5,000 and is valid for one year (365 days) from the day it is issued.',
        'Gift cards cannot be exchanged for cash or refunded, except where the law requires it, and must be redeemed before the expiry date shown on them. Keep your gift code safe: we cannot replace a code that someone else has already redeemed.',
        'You can buy a gift card with a message on our Gift cards page, paid by card only (not with points, wallet balance or another gift card). We send its code to you by email (and by text message where we send them) for you to pass on, and Your Orders always shows it. Whoever holds the code can redeem it, and redeeming moves its whole balance into the wallet. We may void a gift card obtained through fraud or error; a void card can no longer be used.',
      ],
    },
    {
      id: 'discount-code',
      heading: 'Discount code',
      blocks: [
        'A discount code gives a fixed amount or a percentage off eligible bookings. Enter it in the promo code box at checkout before you pay; a code cannot be added after payment.',
        'Each code has its own conditions, such as validity dates, eligible products, a minimum spend and a number of uses. Only one discount code can be used per order, and it cannot be combined with points.',
        'If you cancel an order paid partly with a discount code, the discount is not paid out, and the code may not be usable again.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        'If you have a question about these Terms or about a booking, contact {shop} customer support:',
        { list: ['E-mail: {email}', 'Address: {address}'] },
        'We aim to reply within two working days.',
      ],
    },
    {
      id: 'arabic-terms',
      lang: 'ar',
      tocLabel: 'Payment, refund and points terms in Arabic',
      heading: 'شروط الدفع والاسترداد والنقاط باللغة العربية',
      blocks: [
        { subheading: 'طرق الدفع' },
        {
          list: [
            'نقبل بطاقات الائتمان والخصم من فيزا وماستركارد، وتتم معالجة المدفوعات بالدرهم الإماراتي عبر الصفحة الآمنة لبوابة الدفع.',
            'يجب دفع المبلغ المتبقي إلكترونياً بعد استخدام النقاط أو رصيد المحفظة أو الرمز.',
            'لا يجوز استخدام رمز الخصم والنقاط معاً في الطلب نفسه.',
            'يُخصم رمز الخصم أو النقاط من السعر أولاً، ثم تُدفع من بطاقة الهدية، ثم من رصيد المحفظة، ويُدفع الباقي بالبطاقة. وإذا غطّت هذه المبالغ السعر كاملاً، يُؤكَّد حجزك دون الدفع بالبطاقة.',
            'يمكن لكل مستخدم حجز عدد محدود من التذاكر في المرة الواحدة.',
          ],
        },
        { subheading: 'سياسة الاسترداد' },
        {
          list: [
            'يمكنك إلغاء الحجز واسترداد المبلغ إذا تم الإلغاء قبل 24 ساعة على الأقل من موعد النشاط المحجوز (بتوقيت دبي).',
            'لا يُستردّ المبلغ في حال الإلغاء قبل أقل من 24 ساعة من موعد النشاط أو في حال عدم الحضور.',
            'قد تكون بعض الطلبات غير قابلة للاسترداد، ويُشار إلى ذلك عند الحجز.',
            'لطلب الاسترداد، راسلنا على {email} مع ذكر رقم الطلب وسبب الإلغاء.',
            'تُحوَّل المبالغ المستردة إلى حسابك المصرفي خلال 10 إلى 15 يوم عمل، أو إلى رصيد محفظتك فوراً.',
            'عند إلغاء الحجز من صفحة الطلبات، تختار وجهة الجزء المدفوع بالبطاقة: إلى بطاقتك (خلال 10 إلى 15 يوم عمل) أو إلى محفظتك فوراً.',
            'تُعاد المبالغ المدفوعة بالنقاط أو برصيد المحفظة أو ببطاقة الهدية بالشكل نفسه، وبهذا الترتيب: النقاط أولاً، ثم بطاقة الهدية، ثم المحفظة، ثم البطاقة أخيراً.',
          ],
        },
        { subheading: 'النقاط' },
        {
          list: [
            'تحصل على 5 نقاط مقابل كل درهم إماراتي واحد تنفقه على المنصة.',
            'تحصل على 100 نقطة عن كل صديق ينضم إلى المنصة برابط الدعوة أو الرمز الخاص بك، وذلك عند تأكيد أول حجز له، وتُسحب هذه النقاط إذا أُلغي ذلك الحجز.',
            'تُستخدم النقاط في الدفع بمضاعفات 5 نقاط (0.04 درهم)، بقدر ما يسمح به المبلغ المتبقي.',
            'تعادل كل 125 نقطة درهماً إماراتياً واحداً عند استخدامها في الدفع.',
            'لا تُمنح نقاط على الجزء من الطلب الذي يُدفع بالنقاط.',
            'تُضاف نقاط الحجز عند تأكيده كنقاط معلّقة، ولا يمكن استخدامها إلا بعد انتهاء الرحلة التي مُنحت عنها (من اليوم التالي لآخر موعد نشاط في الحجز، بتوقيت دبي). وتنتظر نقاط دعوة الأصدقاء انتهاء رحلة الصديق بالطريقة نفسها.',
            'إذا أُلغي الحجز أو استُردّ مبلغه، تُسحب جميع النقاط التي منحها. وإذا كنت قد استخدمت بعضها قبل ذلك، يصبح رصيد نقاطك سالباً بقدرها، وتُعوَّض أولاً من النقاط التي تكسبها لاحقاً.',
            'يحق لنا إيقاف استخدام المحفظة والنقاط لأي مستخدم في حال إساءة الاستخدام أو مخالفة هذه الشروط.',
          ],
        },
      ],
    },
  ],
};
