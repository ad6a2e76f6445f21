/**
 * The audit log in words (issue 34, decision 076): what each action the API records means to a person, what each
 * kind of object is, and the groups the log's filter offers. An action the table does not name yet (another
 * branch's new write) still reads as words, from its code, until its own words are added here; a test in the API
 * lists every action the code writes and fails for one without words.
 */
export const AUDIT_ACTION_WORDS: Readonly<Record<string, string>> = {
  // Sign-in and sessions (decision 061).
  'operator.signIn': 'Signed in',
  'operator.signInFailed': 'Sign-in refused',
  'operator.codeFailed': 'Wrong second-factor code',
  'operator.codesLocked': 'Second factor locked after too many wrong codes',
  'operator.codesUnlocked': 'Second factor unlocked',
  'operator.signOut': 'Signed out',
  'operator.endSession': 'Ended a session',
  'operator.endSessions': 'Sessions ended',
  'operator.changePassword': 'Changed their password',
  'operator.changePasswordFailed': 'Password change refused: wrong current password',
  'operator.enrolTwoFactor': 'Set up their second factor',
  'operator.newRecoveryCodes': 'Made new recovery codes',
  'operator.setLanguage': 'Chose the back office’s language',
  // Staff.
  'operator.createOwner': 'Owner created from the command line',
  'operator.invite': 'Invited an operator',
  'operator.acceptInvite': 'Accepted an invitation',
  'operator.update': 'Changed an operator’s role, status or refund limit',
  'operator.resetSignIn': 'Password and second factor reset',
  'operator.resetSecondFactor': 'Second factor reset',
  // Downloads of customers' personal data (decision 061).
  'report.download': 'Downloaded an export of customers’ data',
  'departure.download': 'Downloaded a manifest',
  'departure.borderList': 'Downloaded a border list (passport numbers and dates of birth)',
  'order.download': 'Downloaded a tax invoice',
  'invoice.issue': 'Issued a tax invoice',
  // Orders.
  'order.refund': 'Cancelled and refunded an order',
  'order.cancel': 'Cancelled an order',
  'order.cancelTickets': 'Cancelled tickets of an order',
  'order.note': 'Added a note to an order',
  'order.resendConfirmation': 'Sent the confirmation again',
  'order.changeDate': 'Moved an order to another date',
  'order.changeDateRequested': 'Started a date change',
  'order.phoneBooking': 'Booked by phone',
  'order.cashPayment': 'Recorded a cash payment',
  'order.revealPassengers': 'Showed passengers’ passport numbers and dates of birth',
  'order.passengerLinkSent': 'Sent the link to give the guests’ details',
  'passengers.erase': 'Erased passengers’ details after their trips',
  'customer.create': 'Added a customer',
  'booking.checkIn': 'Checked a passenger in',
  'booking.checkInRepeat': 'Scanned a passenger already checked in',
  // Balances and gift cards.
  'ledger.adjust': 'Adjusted a wallet or points balance',
  'ledger.block': 'Blocked a balance',
  'ledger.unblock': 'Unblocked a balance',
  'giftCard.issue': 'Issued a gift card',
  'giftCard.void': 'Voided a gift card',
  'giftCard.reveal': 'Showed a gift card’s code',
  'promo.create': 'Created a discount code',
  'promo.update': 'Changed a discount code',
  'promo.pause': 'Paused a discount code',
  'promo.resume': 'Resumed a discount code',
  // Partners (decision 122).
  'partner.create': 'Created a partner',
  'partner.update': 'Changed a partner',
  'partner.setProducts': 'Changed the products a partner sells',
  'partner.createKey': 'Made an API key for a partner',
  'partner.revokeKey': 'Revoked a partner’s API key',
  'partner.createWebhook': 'Added a partner’s webhook',
  'partner.revokeWebhook': 'Removed a partner’s webhook',
  // A reseller's own writes through OCTO's webhooks capability (decision 127): no operator.
  'partner.octoCreateWebhook': 'A reseller added a webhook through OCTO',
  'partner.octoDeleteWebhook': 'A reseller removed a webhook through OCTO',
  'partner.resendDelivery': 'Sent a partner’s webhook delivery again',
  'partner.download': 'Downloaded a partner’s statement',
  // Products, timetables and prices.
  'product.create': 'Created a product',
  'product.duplicate': 'Duplicated a product',
  'product.update': 'Changed a product',
  'product.passengerForm': 'Changed what a product asks of its passengers',
  'product.waiver': 'Wrote a new version of a product’s waiver',
  'product.pickups': 'Changed where and when a product collects its guests',
  'product.publish': 'Published a product',
  'product.unpublish': 'Unpublished a product',
  'product.setPrices': 'Changed prices',
  'product.setSchedule': 'Changed the weekly schedule',
  'picture.upload': 'Uploaded a product picture',
  'day.close': 'Closed a date',
  'day.reopen': 'Reopened a date',
  'day.setCapacity': 'Changed a date’s seats',
  'departure.close': 'Closed a departure',
  'departure.reopen': 'Reopened a departure',
  'departure.setCapacity': 'Changed a departure’s seats',
  'departure.add': 'Added a departure',
  'departure.remove': 'Removed a departure',
  'departure.assignGuides': 'Assigned guides to a departure',
  'timetable.bulk.close': 'Closed a range of dates',
  'timetable.bulk.reopen': 'Reopened a range of dates',
  'timetable.bulk.setCapacity': 'Changed the seats of a range of dates',
  'timetable.bulk.addDeparture': 'Added a departure to a range of dates',
  // Content.
  'banner.create': 'Added a banner',
  'banner.update': 'Changed a banner',
  'banner.delete': 'Deleted a banner',
  'banner.reorder': 'Reordered the banners',
  'blog.create': 'Wrote a blog post',
  'blog.update': 'Changed a blog post',
  'blog.publish': 'Published a blog post',
  'blog.unpublish': 'Unpublished a blog post',
  'page.update': 'Changed a page (Terms, a policy or the help page)',
  'home.setList': 'Changed a home page list',
  'content.uploadPicture': 'Uploaded a picture for the content',
  // Issue 34: check-in per ticket, the customers desk, a departure's actions, the phone desk's link, shop settings.
  'booking.checkInUndone': 'Undid a check-in',
  'customer.note': 'Wrote a note about a customer',
  'customer.deletePersonalData': 'Deleted a customer’s personal data',
  'user.download': 'Exported a customer’s personal data',
  'departure.cancel': 'Cancelled a departure and refunded its bookings',
  'departure.message': 'Messaged a departure’s passengers',
  'order.paymentLinkSent': 'Sent a payment link',
  'shop.update': 'Changed the shop’s settings',
  // Issue 36: hotel pick-ups (decision 095).
  'pickupPoint.create': 'Added a pick-up point',
  'pickupPoint.update': 'Changed a pick-up point',
  'pickupPoint.retire': 'Retired a pick-up point',
  // Issue 35: the payments desk (decision 085).
  'payment.reconcile': 'Reconciled a day’s payments',
  'payment.resolveMismatch': 'Resolved a payment mismatch',
  // Issue 36: the desk enters passengers' details and pick-ups (decision 099).
  'order.savePassengers': 'Entered passengers’ details for the customer',
  'order.choosePickup': 'Chose a pick-up for the customer',
};

/** Words for an object type, as the log's "What" line names it; an unknown type shows its code in words too. */
export const AUDIT_OBJECT_WORDS: Readonly<Record<string, string>> = {
  operator: 'Operator',
  product: 'Product',
  timetable: 'Timetable',
  departure: 'Departure',
  banner: 'Banner',
  blog: 'Blog post',
  home: 'Home page',
  page: 'Page',
  upload: 'Picture',
  picture: 'Picture',
  order: 'Order',
  checkout: 'Phone booking',
  user: 'Customer',
  customer: 'Customer',
  giftCard: 'Gift card',
  promoCode: 'Discount code',
  report: 'Export',
  shop: 'Shop settings',
  payment: 'Payment',
  paymentDay: 'Payments of a day',
  pickupPoint: 'Pick-up point',
  passengers: 'Passengers’ details',
  partner: 'Partner',
};

/**
 * The filter's groups: a person asks for "orders" or "pictures", not for object types; each group is the types its
 * lines are recorded under (a customer's lines are `user` today and may be `customer` on the customers desk).
 */
export const AUDIT_SUBJECTS = {
  orders: { label: 'Orders', objectTypes: ['order', 'checkout'] },
  departures: { label: 'Departures and timetables', objectTypes: ['departure', 'timetable'] },
  customers: { label: 'Customers', objectTypes: ['user', 'customer', 'passengers'] },
  pictures: { label: 'Pictures', objectTypes: ['picture', 'upload'] },
  products: { label: 'Products and prices', objectTypes: ['product', 'pickupPoint'] },
  content: { label: 'Banners, blog and home', objectTypes: ['banner', 'blog', 'home', 'page'] },
  promotions: { label: 'Discount codes and gift cards', objectTypes: ['promoCode', 'giftCard'] },
  staff: { label: 'Staff and sign-ins', objectTypes: ['operator'] },
  exports: { label: 'Exports', objectTypes: ['report'] },
  shop: { label: 'Shop settings', objectTypes: ['shop'] },
  payments: { label: 'Payments', objectTypes: ['payment', 'paymentDay'] },
  partners: { label: 'Partners', objectTypes: ['partner'] },
} as const satisfies Record<string, { label: string; objectTypes: readonly string[] }>;
export type TAuditSubject = keyof typeof AUDIT_SUBJECTS;
export const AUDIT_SUBJECT_NAMES = Object.keys(AUDIT_SUBJECTS) as [TAuditSubject, ...TAuditSubject[]];

/** `giftCard` -> `gift card`; `setCapacity` -> `set capacity`. */
function codeInWords(code: string): string {
  return code.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * An action in words: its own words, or, for an action without any yet, the object and the verb read from its code
 * (`departure.cancelAll` -> "Departure: cancel all"), never the bare code.
 */
export function auditActionWords(action: string): string {
  const words = AUDIT_ACTION_WORDS[action];
  if (words) return words;
  const [object = '', ...verb] = action.split('.');
  const objectWords = AUDIT_OBJECT_WORDS[object] ?? capitalised(codeInWords(object));
  return verb.length === 0 ? objectWords : `${objectWords}: ${verb.map(codeInWords).join(' ')}`;
}

/** An object type in words (`giftCard` -> "Gift card"). */
export function auditObjectWords(objectType: string): string {
  return AUDIT_OBJECT_WORDS[objectType] ?? capitalised(codeInWords(objectType));
}

/**
 * Whether a recorded field holds an amount in fils (shown in AED): `amountFils`, `balanceFils`, `priceFils`, and a
 * wallet adjustment's `amount` and `balance` (a points adjustment's are points).
 */
export function isFilsField(field: string, record: Record<string, unknown> | null): boolean {
  if (/Fils$/.test(field)) return true;
  return (field === 'amount' || field === 'balance') && record?.kind === 'wallet';
}

/** Fields whose words are not their code's: initialisms and names spelt their own way. */
const AUDIT_FIELD_WORDS: Readonly<Record<string, string>> = {
  trn: 'TRN',
  whatsapp: 'WhatsApp',
  ipAddress: 'IP address',
};

/** A recorded field's name in words: `amountPaidFils` -> "Amount paid", `isPublished` -> "Published", `trn` -> "TRN". */
export function auditFieldWords(field: string): string {
  const words = AUDIT_FIELD_WORDS[field];
  if (words) return words;
  const bare = field.replace(/Fils$/, '').replace(/^is([A-Z])/, '$1');
  return capitalised(codeInWords(bare));
}
