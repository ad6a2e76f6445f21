/**
 * Who may do what in the back office (issue 17, decision 031). A role is a set of permissions; every operator
 * call names the one permission it needs, and the server checks it. The bookings desk, manifests and check-in
 * (issue 18) use the permissions named here already.
 */
export const OPERATOR_ROLES = ['owner', 'manager', 'agent', 'guide', 'editor'] as const;
export type TOperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_PERMISSIONS = [
  /** Invite operators, change their roles and limits, disable them. */
  'staff.manage',
  /** Read the audit log. */
  'audit.read',
  /** Read the catalogue as operators see it (unpublished products too). */
  'catalogue.read',
  /** Create and edit products, their pictures and texts; publish and unpublish. */
  'catalogue.write',
  /** Change prices of ticket types. */
  'prices.write',
  /** Change schedules, capacities, and close or reopen days and departures. */
  'timetables.write',
  /** Banners, blog posts, the home page's curation, and products' waivers (decision 096). */
  'content.write',
  /** The Terms, the other policies and the help page's questions, in both languages (decision 112). */
  'pages.write',
  /** Find and read orders and bookings. */
  'bookings.read',
  /** Book on a shopper's behalf, change and cancel bookings. */
  'bookings.write',
  /** Refund any amount (an agent refunds up to the limit an owner sets). */
  'refunds.write',
  /** Read every departure's manifest. */
  'manifests.read',
  /** Check passengers in at any departure (a guide only at the departures assigned to them). */
  'checkin.write',
  /** Record a phone or walk-in booking as paid in cash (decision 042: owner and manager, not agent). */
  'payments.cash',
  /** The dashboard's figures, the orders' and refunds' exports for accounting (issue 18, decision 044). */
  'reports.read',
  /** Discount codes (create, edit, pause) and gift cards (issue, void) (issue 20, decision 049): owner and manager. */
  'promotions.write',
  /** Show a gift card's whole code again, to re-send it to its buyer; each showing is audited (decision 057). */
  'giftCards.reveal',
  /** The shop's own settings: name, contact, seller's tax details, brand, footer, home page (decision 071). */
  'shop.manage',
  /** Export a customer's personal data or delete it, on their request (issue 34, decision 074): owners only. */
  'customers.personalData',
  /** Cancel a departure: every booking on it cancelled and refunded in full (issue 34, decision 073). */
  'departures.cancel',
  /** The payments desk: every payment with its gateway's word, the reconciliation's mismatches, its CSV (decision 085). */
  'payments.read',
  /** Run a day's reconciliation again and resolve its mismatches (decision 085): owners only. */
  'payments.reconcile',
  /** Show passengers' passport numbers and dates of birth in full; each showing is audited (decision 092). */
  'passengers.reveal',
  /** The partners desk: resellers, their rates, API keys, webhooks and statements (issue 39, decision 122). */
  'partners.manage',
] as const;
export type TOperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

/**
 * What only owners may do: run the staff, show a gift card's code again (a code spends the card), the shop's own
 * settings, export or delete a customer's personal data, and reconcile payments (decision 085).
 */
const OWNER_ONLY_PERMISSIONS: readonly TOperatorPermission[] = [
  'staff.manage',
  'giftCards.reveal',
  'shop.manage',
  'customers.personalData',
  'payments.reconcile',
];

export const ROLE_PERMISSIONS: Readonly<Record<TOperatorRole, readonly TOperatorPermission[]>> = {
  owner: OPERATOR_PERMISSIONS,
  manager: OPERATOR_PERMISSIONS.filter((permission) => !OWNER_ONLY_PERMISSIONS.includes(permission)),
  agent: ['catalogue.read', 'bookings.read', 'bookings.write', 'manifests.read', 'checkin.write'],
  // A guide's manifests and check-in are limited to the departures assigned to them (issue 18).
  guide: ['checkin.write'],
  editor: ['catalogue.read', 'content.write'],
};

export const ROLE_LABELS: Readonly<Record<TOperatorRole, string>> = {
  owner: 'Owner',
  manager: 'Manager',
  agent: 'Agent',
  guide: 'Guide',
  editor: 'Editor',
};

/**
 * What each permission lets an operator do, in words: the README's table of roles (checked against
 * ROLE_PERMISSIONS by a test, so it stays true) and any screen that explains a role.
 */
export const PERMISSION_WORDS: Readonly<Record<TOperatorPermission, string>> = {
  'catalogue.read': 'See products, their timetables, seats and prices',
  'catalogue.write': 'Create and edit products, their pictures and texts; publish and unpublish',
  'prices.write': 'Change prices',
  'timetables.write': 'Change schedules and seats; close or reopen dates and departures',
  'content.write': 'Banners, blog posts, the home page and products’ waivers',
  'pages.write':
    'The Terms of Service, the other policies, the help page’s questions and the About and Visa change pages, in both languages',
  'bookings.read': 'Find orders and bookings, gift cards and customers’ balances',
  'bookings.write': 'Book by phone, change dates, cancel; refund up to their limit',
  'refunds.write': 'Refund any amount; adjust wallets and points',
  'payments.cash': 'Record a booking paid in cash',
  'manifests.read': 'Read every departure’s manifest',
  'checkin.write': 'Check passengers in (a guide: at the departures assigned to them)',
  'reports.read': 'The numbers, and the orders’ and refunds’ exports',
  'promotions.write': 'Discount codes; issue and void gift cards',
  'giftCards.reveal': 'Show a gift card’s code again',
  'audit.read': 'Read the audit log',
  'staff.manage': 'Invite operators, change their roles and limits, disable them',
  'shop.manage': 'The shop’s settings: name, contact, tax details, brand, footer, home page, phone hold length',
  'customers.personalData': 'Export or delete a customer’s personal data on their request',
  'departures.cancel': 'Cancel a departure: every booking on it cancelled and refunded in full',
  'payments.read': 'The payments desk: every payment, its gateway’s word on it, and its CSV',
  'payments.reconcile': 'Reconcile a day’s payments again and resolve a payment mismatch',
  'passengers.reveal': 'Show passengers’ passport numbers and dates of birth in full (each showing audited)',
  'partners.manage': 'Partners: their rates, products, API keys, webhooks and monthly statements',
};

/** Roles that must sign in with a second factor: they can change prices, refunds and staff. */
export const ROLES_REQUIRING_TWO_FACTOR: readonly TOperatorRole[] = ['owner', 'manager'];

export function roleCan(role: TOperatorRole, permission: TOperatorPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isTwoFactorRequired(role: TOperatorRole): boolean {
  return ROLES_REQUIRING_TWO_FACTOR.includes(role);
}
