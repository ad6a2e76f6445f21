// Table types of the database. Timestamps are ISO-8601 UTC strings; money is integer fils; flags are 0 or 1;
// JSON columns are text, parsed by the repositories that own them.
import type { TCodePurpose, TModule } from '@rihla/shared/constants';
import type { TContentPageSlug } from '@rihla/shared/pages/content-pages';
import type { TContentLanguage } from '@rihla/shared/rules/content-language';
import type { TLedgerKind } from '@rihla/shared/rules/ledger';
import type { TOperatorRole } from '@rihla/shared/rules/operator-roles';
import type { TPaymentMismatchKind } from '@rihla/shared/rules/payments-desk';
import type { TPromoKind } from '@rihla/shared/rules/promo';
import type { TRefundDestination } from '@rihla/shared/schemas/booking';
import type { TPricing } from '@rihla/shared/schemas/booking-terms';
import type { TLedgerReason } from '@rihla/shared/schemas/ledger';
import type { TOperatorStatus } from '@rihla/shared/schemas/operators';
import type { TWaiverAskedOf } from '@rihla/shared/schemas/waivers';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import { defineTransitions } from '../../lib/transitions.js';

/** A checkout is 'open' until its payment makes it 'confirmed' (or 'failed': sold out); 'cancelled' when its
 * booking is cancelled or its account deleted before paying. */
export type TCheckoutStatus = 'open' | 'confirmed' | 'failed' | 'cancelled';
export const CHECKOUT_TRANSITIONS = defineTransitions<TCheckoutStatus>('checkouts', {
  // Its payment's order claims it (the first write of createOrder: one confirmation wins).
  claim: { from: ['open'], to: 'confirmed' },
  // The claimed checkout's order failed (seats, cut-off, code or a balance gone).
  fail: { from: ['confirmed'], to: 'failed' },
  // Its order cancelled.
  cancel: { from: ['confirmed'], to: 'cancelled' },
  // Its account deleted before paying.
  abandon: { from: ['open'], to: 'cancelled' },
});
/** Our record of a gateway payment. */
export type TPaymentStatus = 'pending' | 'paid' | 'declined' | 'refunded';
export const PAYMENT_TRANSITIONS = defineTransitions<TPaymentStatus>('payments', {
  // Its order or date change took it.
  pay: { from: ['pending'], to: 'paid' },
  // The gateway says the page was declined (the reconciler).
  decline: { from: ['pending'], to: 'declined' },
  // Given back: a failed order's or a second page's (never marked paid), or a paid one's.
  refund: { from: ['pending', 'paid'], to: 'refunded' },
});
/** The sandbox gateway's own record of a transaction. */
export type TSandboxTransactionStatus = 'pending' | 'paid' | 'declined' | 'refunded';
export const SANDBOX_TRANSACTION_TRANSITIONS = defineTransitions<TSandboxTransactionStatus>('sandbox_transactions', {
  settle: { from: ['pending'], to: 'paid' },
  decline: { from: ['pending'], to: 'declined' },
  // In part more than once, up to what it captured (decision 043).
  refund: { from: ['paid', 'refunded'], to: 'refunded' },
});
/** 'failed': paid, but the seats sold out first (refunded); 'cancelled' then 'refunded' once the money is back. */
export type TOrderStatus = 'confirmed' | 'cancelled' | 'refunded' | 'failed';
export const ORDER_TRANSITIONS = defineTransitions<TOrderStatus>('orders', {
  cancel: { from: ['confirmed'], to: 'cancelled' },
  // Its cancellation's refund went through.
  refund: { from: ['cancelled'], to: 'refunded' },
});
/** Why a failed order failed; null for every other order (and for failed ones older than the column). */
export type TOrderFailureReason = 'seats' | 'pastCutoff' | 'promo' | 'balance';
/** Where a refund's gift card part went: the card, the wallet (the card expired), or nowhere (voided, decision 057). */
export type TGiftCardRefundDestination = 'gift_card' | 'wallet' | 'forfeited';
/** Seats 'held' until expires_at, 'booked' by an order, or 'released'. */
export type THoldStatus = 'held' | 'booked' | 'released';
export const HOLD_TRANSITIONS = defineTransitions<THoldStatus>('seat_holds', {
  // Paid for: a released or lapsed hold books again once the seats are known to be free.
  book: { from: ['held', 'released'], to: 'booked' },
  // Only through steps/release-seats.ts.
  release: { from: ['held', 'booked'], to: 'released' },
});

export interface UsersTable {
  id: string;
  country: string;
  phone_number: string;
  email: string;
  first_name: string;
  last_name: string;
  gender: string;
  dob: string;
  profile_pic: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** 1: reminders before each departure by email and text (the default); 0: none (migration 020). */
  wants_reminders: Generated<number>;
  /** When the number was proved with a one-time code; null for a customer an operator entered (migration 021). */
  phone_verified_at: string | null;
  /** The shopper's own invite code (decision 049), made at sign-up or when first asked for; unique. */
  invite_code: string | null;
  /** The account whose invite code this one signed up with. */
  invited_by: string | null;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  last_used_at: string;
  revoked_at: string | null;
}

export interface ProductsTable {
  id: string;
  module: TModule;
  title: string;
  /** The title's words, lower-cased and each preceded by a space, for word-prefix search. */
  search_text: string;
  categories: string;
  pictures: string;
  price_fils: number;
  rating_x10: number;
  visitor_count: number;
  availability: string;
  duration_minutes: number;
  min_ppl: number;
  max_ppl: number;
  tour_type: string;
  location: string;
  summary: string;
  price_include: string;
  price_exclude: string;
  tour_activity: string;
  requirement: string;
  map_location: string;
  start_time: string;
  /** Minutes after midnight of start_time, for the time-of-day filter. */
  start_minute: number;
  end_time: string;
  return_location: string;
  return_time: string;
  nights: number;
  days: number;
  sharing_basics: number;
  inclusions: string;
  exclusions: string;
  terms: string;
  disclaimer: string;
  itinerary: string;
  next_step: string;
  cancellation_policy: string;
  most_popular: number;
  explore_uae: number;
  sort_order: number;
  /** The order of Trending Now and of Discover Fun UAE (migration 013); null: after the ranked ones. */
  most_popular_rank: Generated<number | null>;
  explore_uae_rank: Generated<number | null>;
  created_at: string;
  /** Seats of one date when no override says otherwise. */
  capacity_per_slot: number;
  /** Bookings close this many minutes before the start time. */
  cutoff_minutes: number;
  max_tickets_per_order: number;
  is_refundable: number;
  /** JSON of ZSchedule (packages/shared schemas/booking-terms): '[]' runs daily from start_time to end_time. */
  schedule: Generated<string>;
  /** JSON of ZExtraTicketTypes: child and infant tickets; adults always pay price_fils. */
  ticket_types: Generated<string>;
  pricing: Generated<TPricing>;
  /** What a per-group price is per ('Boat', 'Car'), in the price label; 'Group' unless the desk says (migration 037). */
  group_unit: Generated<string>;
  /** The group unit in Arabic ('قارب'), '' when none is written (migration 056, decision 109): cards read it. */
  group_unit_ar: Generated<string>;
  /** JSON of ZCancellationTiers; ignored when is_refundable is 0. */
  cancellation_tiers: Generated<string>;
  /** JSON of ZWhereToBe, or '' when the product's location is where to be. */
  where_to_be: Generated<string>;
  /** 1: shoppers see it; 0: only the back office does (decision 034). */
  is_published: Generated<number>;
  /** Changes with every write of the catalogue desk; its list is ordered by it and an edit checks it. */
  updated_at: Generated<string>;
  /** JSON list of the pictures' alternative texts, parallel to pictures. */
  picture_alts: Generated<string>;
  /** The Arabic title, '' when none is written (migration 051, decision 102): cards and search read it. */
  title_ar: Generated<string>;
  /** JSON of the Arabic text of the other text columns, by column name (TProductArabicColumns); '{}': none. */
  ar: Generated<string>;
}

export interface FavouritesTable {
  user_id: string;
  product_id: string;
  created_at: string;
}

/** One line of a shopper's cart: a product on a date and departure, with its counts per ticket type. */
export interface CartLinesTable {
  id: string;
  user_id: string;
  product_id: string;
  date: string;
  /** The departure's start (HH:mm), its key on the date. */
  start_time: string;
  end_time: string;
  /** The departure's 12-hour label, as the spec's cart answers it. */
  time: string;
  /** Adults; for a per-group product, the guests. */
  adult_count: number;
  child_count: number;
  infant_count: number;
  added_at: string;
}

export interface CartsTable {
  user_id: string;
  promo_code: string | null;
  updated_at: string;
}

export interface PromoCodesTable {
  code: string;
  kind: TPromoKind;
  value: number;
  max_discount_fils: number | null;
  min_order_fils: number;
  valid_from: string | null;
  valid_until: string | null;
  max_uses: number | null;
  max_uses_per_user: number | null;
  used_count: number;
  description: string;
  created_at: string;
  /** When an operator paused the code (migration 025); shoppers are refused a paused code. */
  paused_at: string | null;
  paused_reason: Generated<string>;
  /** Null only for codes written without it (the demo seed, older rows). */
  updated_at: string | null;
}

export interface PromoRedemptionsTable {
  order_id: string;
  code: string;
  user_id: string;
  created_at: string;
}

export interface CheckoutsTable {
  id: string;
  user_id: string;
  items: string;
  subtotal_fils: number;
  discount_fils: number;
  total_fils: number;
  promo_code: string | null;
  /** The cart lines a line checkout was made of (JSON list of ids); null when it priced the whole cart. */
  line_ids: string | null;
  status: TCheckoutStatus;
  created_at: string;
  updated_at: string;
  /** Points spent on it, and their value in fils (decision 049). */
  points_used: Generated<number>;
  points_fils: Generated<number>;
  /** The gift card that pays part of it, and how much (fils). */
  gift_card_id: string | null;
  gift_card_fils: Generated<number>;
  /** What the wallet pays of it (fils). */
  wallet_fils: Generated<number>;
  /** The gift card's code as the shopper gave it (normalised). */
  gift_card_code: string | null;
  /** The language of the page that checked out and paid (migration 052, decision 103); the order copies it. */
  language: Generated<TContentLanguage>;
  /** The partner who sold it: an OCTO booking or the widget on the partner's site (migration 058, decision 120). */
  partner_id: Generated<string | null>;
  /** How the partner sold it (migration 059): 'api' (OCTO), 'widget' or 'agency'. */
  partner_channel: Generated<'api' | 'widget' | 'agency' | null>;
}

export interface PaymentsTable {
  id: string;
  provider: string;
  provider_transaction_id: string;
  checkout_id: string;
  user_id: string;
  amount_fils: number;
  status: TPaymentStatus;
  created_at: string;
  updated_at: string;
}

export interface SandboxTransactionsTable {
  id: string;
  amount_fils: number;
  currency: string;
  description: string;
  return_url: string;
  status: TSandboxTransactionStatus;
  /** What has been refunded of amount_fils (all of it, or part). */
  refunded_fils: number;
  card_last4: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: string;
  reference: string;
  user_id: string;
  checkout_id: string;
  payment_id: string;
  items: string;
  subtotal_fils: number;
  discount_fils: number;
  amount_paid_fils: number;
  promo_code: string | null;
  status: TOrderStatus;
  failure_reason: TOrderFailureReason | null;
  voucher_code: string;
  /** What has been given back to the shopper of amount_paid_fils (tiers may give back less than all). */
  refunded_fils: number;
  created_at: string;
  updated_at: string;
  /** Points spent on it, and their value in fils (decision 049). */
  points_used: Generated<number>;
  points_fils: Generated<number>;
  /** The gift card that pays part of it, and how much (fils). */
  gift_card_id: string | null;
  gift_card_fils: Generated<number>;
  /** What the wallet pays of it (fils). */
  wallet_fils: Generated<number>;
  /** What a cancellation gave back of each other part (decision 049): points (and their fils), gift card, wallet. */
  refunded_points_used: Generated<number>;
  refunded_points_fils: Generated<number>;
  refunded_gift_card_fils: Generated<number>;
  refunded_wallet_fils: Generated<number>;
  /** Where the card's part went back; null until cancelled. */
  refund_to: TRefundDestination | null;
  /** Where the gift card's part went back: to the card, or the wallet when the card had expired or was voided. */
  gift_card_refund_to: TGiftCardRefundDestination | null;
  /** The shopper's language, the checkout's (migration 052, decision 103): its messages, voucher and invoice. */
  language: Generated<TContentLanguage>;
  /** The partner who sold it, and the partner's own reference for it (migration 058, decision 120). */
  partner_id: Generated<string | null>;
  partner_reference: Generated<string | null>;
  /**
   * The partner's rate when the order was made (migration 059, decision 126), JSON `TPartnerTerms`: statements read
   * it, so a later change of the partner's rate never rewrites a past month. Null on orders made before it.
   */
  partner_terms: Generated<string | null>;
  /** How the partner sold it: 'api' (OCTO), 'widget' or 'agency' (an agent signed in, on account). */
  partner_channel: Generated<'api' | 'widget' | 'agency' | null>;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  message: string;
  created_at: string;
}

export interface BlogsTable {
  id: string;
  title: string;
  image: string;
  content: string;
  /** When it was last published (a draft: when it was written); shoppers see posts newest first by it. */
  published_at: string;
  /** 1: shoppers see it; 0: a draft (migration 013). */
  is_published: Generated<number>;
  updated_at: Generated<string>;
  /** JSON { title?, content? }: the Arabic post (migration 051, decision 102); '{}': none. */
  ar: Generated<string>;
}

/** A content page an operator has saved (migration 057, decision 112); a page without a row shows its defaults. */
export interface ContentPagesTable {
  page: TContentPageSlug;
  /** The English document as JSON. */
  document: string;
  /** JSON { [path]: Arabic text }; '{}': none. */
  ar: Generated<string>;
  updated_at: string;
  /** The operator who saved it last. */
  updated_by: string | null;
}

export interface BannersTable {
  id: string;
  image_url: string;
  page_path: string;
  sort_order: number;
  /** The first and last Dubai day (YYYY-MM-DD) it shows; null: no limit (migration 013). */
  active_from: Generated<string | null>;
  active_until: Generated<string | null>;
  alt_text: Generated<string>;
  /** JSON { alt_text? }: the Arabic alternative text (migration 051, decision 102); '{}': none. */
  ar: Generated<string>;
}

export interface UploadsTable {
  id: string;
  user_id: string;
  content_type: string;
  size_bytes: number;
  created_at: string;
}

/** A date of a product with its own capacity, or closed. */
export interface SlotOverridesTable {
  product_id: string;
  date: string;
  capacity: number | null;
  is_closed: number;
}

/** A picture an operator sent (decision 034); the file is stored as uploads are. */
export interface OperatorUploadsTable {
  id: string;
  operator_id: string;
  size_bytes: number;
  created_at: string;
}

/** One departure of one date: closed, with its own seats, or an extra one the schedule does not run. */
export interface DepartureExceptionsTable {
  product_id: string;
  date: string;
  start_time: string;
  /** The end of an extra departure; null keeps the scheduled end. */
  end_time: string | null;
  capacity: number | null;
  is_closed: number;
  is_extra: number;
}

/** Seats taken by a checkout: 'held' until expires_at, then 'booked' by its order, or 'released'. */
export interface SeatHoldsTable {
  id: string;
  checkout_id: string;
  product_id: string;
  date: string;
  /** The departure's start (HH:mm) on that date. */
  start_time: string;
  quantity: number;
  status: THoldStatus;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

/** One row per (product, date) ever held: what competing writers lock, never read for its content. */
export interface SlotLocksTable {
  product_id: string;
  date: string;
}

/** Hits of one rate-limit bucket and hashed key in one fixed window; rows past expires_at are deleted. */
export interface RateLimitCountersTable {
  bucket: string;
  key: string;
  window_start: string;
  expires_at: string;
  hits: number;
}

/** The last change of each cache tag, for processes sharing a SQLite file (db/cache-bus.ts, decision 017). */
export interface CacheGenerationsTable {
  tag: string;
  generation: number;
}

/** The back office's people (issue 17, decision 031). */
export interface OperatorsTable {
  id: string;
  email: string;
  name: string;
  role: TOperatorRole;
  status: TOperatorStatus;
  password_hash: string;
  totp_secret: string | null;
  totp_last_step: number | null;
  /** Second-factor tries in a row that were not right, across challenges (migration 027, decision 061). */
  code_failures: Generated<number>;
  /** When those tries reached the limit: authenticator codes are refused until a recovery code or an owner unlocks. */
  code_locked_at: string | null;
  refund_limit_fils: number | null;
  invite_hash: string | null;
  invite_expires_at: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  /** The hash of the published password the demo seeder gave this operator (migration 027, decision 055). */
  demo_password_hash: string | null;
  /** The back office's language for this operator, their own choice (migration 053, decision 104). */
  language: Generated<'en' | 'ar'>;
}

export interface OperatorSessionsTable {
  token_hash: string;
  id: string;
  operator_id: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  ip_address: string;
  user_agent: string;
  revoked_at: string | null;
}

export interface OperatorChallengesTable {
  token_hash: string;
  operator_id: string;
  /** A secret being enrolled: it becomes the operator's once a code made from it is sent. */
  pending_secret: string | null;
  attempts: number;
  expires_at: string;
}

export interface OperatorRecoveryCodesTable {
  operator_id: string;
  code_hash: string;
  used_at: string | null;
}

export interface AuditLogTable {
  id: string;
  at: string;
  /** Null for a write made from the command line (the first owner). */
  operator_id: string | null;
  action: string;
  object_type: string;
  object_id: string;
  before_json: string | null;
  after_json: string | null;
}

/** What operators did to an order (issue 18, migration 014): refunds with their reason, internal notes. */
export type TOrderEventKind =
  | 'refunded'
  | 'note'
  | 'confirmationResent'
  | 'paidInCash'
  | 'dateChanged'
  // Decision 062: an operator's cancellation that refunded nothing, a refund that kept the order, tickets cancelled.
  | 'cancelled'
  | 'amountRefunded'
  | 'ticketsCancelled'
  // Decision 073: an operator's message to a departure's passengers (its text, channels and author).
  | 'passengersMessaged';
export interface OrderEventsTable {
  id: string;
  order_id: string;
  at: string;
  kind: TOrderEventKind;
  operator_id: string | null;
  amount_fils: number | null;
  /** 1: a refund outside the order's terms (inside the cut-off, or non-refundable). */
  is_override: Generated<number>;
  text: Generated<string>;
}

/** A checkout an operator made for a customer by phone or at the desk (migration 016, decision 042). */
export interface PhoneBookingsTable {
  checkout_id: string;
  operator_id: string;
  user_id: string;
  created_at: string;
}

/** A phone booking's payment link sent from the desk (migration 035, decision 075). */
export interface PaymentLinkSendsTable {
  id: string;
  checkout_id: string;
  operator_id: string;
  channel: 'sms' | 'email' | 'whatsapp';
  recipient: string;
  created_at: string;
}

/** A payment opened at a real gateway (migration 040, decision 078): what the browser is sent to, and where back. */
export interface GatewayTransactionsTable {
  /** The transaction id the shop knows it by, the gateway's prefix first ('epg_', 'ngenius_', 'telr_'). */
  id: string;
  provider: string;
  /** Our own order reference at the gateway: unique for ever (a gateway refuses a second order under one). */
  reference: string;
  /** The gateway's own id of it (EPG's TransactionID, N-Genius's order reference, Telr's order ref). */
  gateway_id: string;
  page_method: 'GET' | 'POST';
  page_url: string;
  /** The hosted page's form fields, as JSON. */
  page_fields: string;
  return_url: string;
  amount_fils: number;
  currency: string;
  created_at: string;
}

/** A refund asked of a real gateway, once per key (migration 040, decision 078). */
export interface GatewayRefundsTable {
  transaction_id: string;
  refund_key: string;
  amount_fils: number;
  /** 'sent': claimed and asked, the answer not yet read (a crash or a time-out); then 'done' or 'refused'. */
  state: 'sent' | 'done' | 'refused';
  gateway_ref: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * The Etisalat payment gateway's first final answer about a transaction (migration 042, decision 082): EPG's
 * Finalization may answer once, so what it said is kept and told again. Never a pending answer.
 */
export interface EpgFinalizationsTable {
  transaction_id: string;
  status: 'paid' | 'declined';
  /** What EPG said was paid (null when a declined answer named no amount). */
  amount_fils: number | null;
  currency: string | null;
  response_code: string;
  approval_code: string | null;
  finalized_at: string;
}

/** A guide working a departure (migration 015, decision 039). */
export interface GuideAssignmentsTable {
  product_id: string;
  date: string;
  start_time: string;
  operator_id: string;
  assigned_by: string | null;
  assigned_at: string;
}

/** Where a check-in scan came from: made online, or queued on the device and synced later. */
export type TCheckInSource = 'online' | 'offline';

/** One scan that checked a booking (an order's seats on a departure) in; the first wins (winner_key set). */
export interface CheckInsTable {
  id: string;
  order_id: string;
  product_id: string;
  date: string;
  start_time: string;
  operator_id: string;
  source: TCheckInSource;
  scanned_at: string;
  recorded_at: string;
  /**
   * 1: not counted: the booking was already checked in when this scan arrived, an earlier offline scan took its
   * tickets, or it was undone (`undone_at`). Kept either way.
   */
  is_conflict: number;
  /**
   * `order product date start` for a booking's first winning scan, then ` #2`, ` #3`... for the scans that checked in
   * more of its tickets (migration 032); null for a conflict. Unique.
   */
  winner_key: string | null;
  /** Tickets this winning scan checked in; null: every ticket of the booking (scans before migration 032). */
  tickets: number | null;
  /** When and by which operator a check-in made by mistake was undone (migration 032); null otherwise. */
  undone_at: string | null;
  undone_by: string | null;
  /**
   * The passengers a winning scan named, as JSON `["line:number", ...]` (migration 048, decision 097); null: it took
   * the first `tickets` passengers not yet in.
   */
  passengers: string | null;
}

/** Where an operator's date change stands (migration 017, decision 043). */
export type TOrderChangeStatus = 'pending' | 'done' | 'expired' | 'failed';
export const ORDER_CHANGE_TRANSITIONS = defineTransitions<TOrderChangeStatus>('order_changes', {
  // Its paid difference claims it (once); a claimed change that could not move ends failed or expired.
  claim: { from: ['pending'], to: 'done' },
  fail: { from: ['done'], to: 'failed' },
  lapse: { from: ['done'], to: 'expired' },
});

/** An operator's move of one order line to another departure of its product (migration 017, decision 043). */
export interface OrderChangesTable {
  id: string;
  order_id: string;
  operator_id: string | null;
  line_index: number;
  /** The order's lines (JSON) before and after the move. */
  items_before: string;
  items_after: string;
  /** The order's amounts after the move. */
  subtotal_fils: number;
  discount_fils: number;
  /** New price minus old: above 0 collected through payment_id, below 0 refunded (refund_plan). */
  difference_fils: number;
  status: TOrderChangeStatus;
  payment_id: string | null;
  /** The new departure's seats, held while the difference is paid. */
  hold_id: string | null;
  expires_at: string | null;
  /** JSON [{ transactionId, amountFils }]: what each gateway transaction of the order gave back for this change. */
  refund_plan: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** What an operator's refund that keeps the order gave back (migration 027, decision 062). */
export type TOrderRefundKind = 'amount' | 'tickets';
export interface OrderRefundsTable {
  id: string;
  order_id: string;
  operator_id: string | null;
  kind: TOrderRefundKind;
  /** What each part gave back: the card's (through the gateway, by refund_plan), points, gift card, wallet. */
  card_fils: number;
  points_used: number;
  points_fils: number;
  gift_card_fils: number;
  wallet_fils: number;
  /** JSON [{ paymentId, transactionId, amountFils }]: the card part's share of each gateway transaction. */
  refund_plan: Generated<string>;
  created_at: string;
}

/** The shop's own settings (migration 031, decision 071): one row, id 'shop', a JSON document ZShopSettings checks. */
export interface ShopSettingsTable {
  id: string;
  settings: string;
  version: number;
  updated_at: string;
  updated_by: string | null;
}

/** The sandbox gateway's refunds: one per transaction and idempotency key (migration 017). */
export interface SandboxRefundsTable {
  transaction_id: string;
  refund_key: string;
  amount_fils: number;
  created_at: string;
}

/** giftCardIssued: a bought gift card's code to its buyer (decision 049); order_id is null, the payload names the card. */
export type TOutboxTopic =
  | 'orderConfirmed'
  | 'orderCancelled'
  | 'departureReminder'
  | 'phoneCode'
  | 'giftCardIssued'
  | 'operatorCodeLocked'
  // A refund that kept the order: an amount, or some tickets cancelled (decision 062).
  | 'orderRefunded'
  // A departure the shop cancelled, and an operator's message to a departure's passengers (decision 073).
  | 'departureCancelled'
  | 'departureMessage'
  // A phone booking's payment link, sent from the desk before there is an order (decision 075).
  | 'phonePaymentLink'
  // The travellers page's link, sent from the desk for a paid phone booking (decision 094).
  | 'passengerDetailsLink'
  // Passengers' details still missing, once a day until 24 hours before the product's deadline (decision 098).
  | 'detailsReminder'
  // A pick-up chosen or changed: where and when the guests are collected (decision 095, amended).
  | 'pickupChosen';
export type TOutboxChannel = 'email' | 'sms' | 'whatsapp';
export type TOutboxStatus = 'pending' | 'sent' | 'failed' | 'skipped';
export const OUTBOX_TRANSITIONS = defineTransitions<TOutboxStatus>('outbox', {
  send: { from: ['pending'], to: 'sent' },
  // Its last attempt failed (a failed attempt before it stays pending, due again later).
  fail: { from: ['pending'], to: 'failed' },
  // Its order no longer fits it, or it has nobody to go to.
  skip: { from: ['pending'], to: 'skipped' },
});

/** A message to send, written in the transaction of what it tells of (migration 019, decision 045). */
export interface OutboxTable {
  id: string;
  topic: TOutboxTopic;
  channel: TOutboxChannel;
  recipient: string;
  order_id: string | null;
  /** JSON: what the template needs beyond the order (for a resend: who asked). */
  payload: string;
  /** Unique: a message is queued once (an order's confirmation; each resend its own). */
  dedupe_key: string;
  status: TOutboxStatus;
  attempts: number;
  next_attempt_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** The number of an order's tax invoice, given at its first issue (migration 018, decision 044). */
export interface TaxInvoicesTable {
  order_id: string;
  number: number;
  issued_at: string;
}

/** A one-time code sent by text (migration 021, decision 047). */
export interface PhoneCodesTable {
  id: string;
  /** HMAC of the number in E.164 form. */
  phone_key: string;
  purpose: TCodePurpose;
  /** HMAC of the number's key, the purpose and the code: the code itself is never stored. */
  code_hash: string;
  checks: Generated<number>;
  /** JSON of a sign-up's details (password already hashed) until its code is entered; null otherwise. */
  signup: string | null;
  /**
   * A sign-up's code: HMAC of the sign-up cookie of the browser that asked for it (decision 060); only that
   * browser can enter it or have it sent again. Null for other purposes.
   */
  signup_browser: string | null;
  created_at: string;
  expires_at: string;
  /** When it was entered, or replaced by a newer code of the same purpose. */
  consumed_at: string | null;
}

export interface PhoneCodeLocksTable {
  phone_key: string;
}

/** A shopper's balances and block, kept with each entry (migration 022, decision 048). */
export interface LedgerAccountsTable {
  user_id: string;
  wallet_fils: Generated<number>;
  points: Generated<number>;
  /** Spending wallet and points is blocked since then; null when it is not. */
  blocked_at: string | null;
  blocked_reason: Generated<string>;
  updated_at: string;
}

/** One posting of the append-only ledger (migration 022, decision 048). */
export interface LedgerEntriesTable {
  id: string;
  user_id: string;
  kind: TLedgerKind;
  /** Fils for the wallet, points for points; negative when value leaves the account. */
  amount: number;
  reason: TLedgerReason;
  order_id: string | null;
  operator_id: string | null;
  note: Generated<string>;
  /** Unique: the event this entry posts (an order's earning, an adjustment's id), posted once. */
  event_key: string;
  created_at: string;
}

/** What an operator wrote about a shopper (migration 034, decision 074); deleted with their personal data. */
export interface CustomerNotesTable {
  id: string;
  user_id: string;
  operator_id: string;
  text: string;
  created_at: string;
}

export const GIFT_CARD_STATUSES = ['active', 'void'] as const;
export type TGiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];
export const GIFT_CARD_TRANSITIONS = defineTransitions<TGiftCardStatus>('gift_cards', {
  void: { from: ['active'], to: 'void' },
});

/** A gift card (migration 023, decision 049); its balance is what its entries add up to. */
export interface GiftCardsTable {
  id: string;
  code: string;
  initial_fils: number;
  balance_fils: Generated<number>;
  /** ISO-8601 UTC; the card cannot be spent or redeemed from then on. */
  expires_at: string;
  status: Generated<TGiftCardStatus>;
  void_reason: Generated<string>;
  recipient_name: Generated<string>;
  message: Generated<string>;
  bought_by_user_id: string | null;
  issued_by_operator_id: string | null;
  created_at: string;
  updated_at: string;
}

export const GIFT_CARD_ENTRY_REASONS = ['issued', 'spent', 'refund', 'redeemed', 'voided', 'adjustment'] as const;
export type TGiftCardEntryReason = (typeof GIFT_CARD_ENTRY_REASONS)[number];

/** One posting of a gift card's append-only entries (migration 023, decision 049). */
export interface GiftCardEntriesTable {
  id: string;
  gift_card_id: string;
  /** Fils; negative when value leaves the card. */
  amount: number;
  reason: TGiftCardEntryReason;
  /** The shopper who spent or redeemed it, when one did. */
  user_id: string | null;
  order_id: string | null;
  operator_id: string | null;
  note: Generated<string>;
  /** Unique: the event this entry posts, posted once. */
  event_key: string;
  created_at: string;
}

export const GIFT_CARD_PURCHASE_STATUSES = ['pending', 'paid', 'declined'] as const;
export type TGiftCardPurchaseStatus = (typeof GIFT_CARD_PURCHASE_STATUSES)[number];
export const GIFT_CARD_PURCHASE_TRANSITIONS = defineTransitions<TGiftCardPurchaseStatus>('gift_card_purchases', {
  pay: { from: ['pending'], to: 'paid' },
  decline: { from: ['pending'], to: 'declined' },
});

/** A gift card bought in the storefront and its card payment (migration 026, decision 049). */
export interface GiftCardPurchasesTable {
  id: string;
  user_id: string;
  amount_fils: number;
  recipient_name: string;
  message: Generated<string>;
  provider: string;
  provider_transaction_id: string;
  status: Generated<TGiftCardPurchaseStatus>;
  /** Set once, with the card the payment made. */
  gift_card_id: string | null;
  created_at: string;
  updated_at: string;
  /** The language of the page that bought it (migration 052, decision 103): its card's messages are in it. */
  language: Generated<TContentLanguage>;
}

/** A Dubai day's reconciliation of payments (migration 041, decision 085): claimed, then done. */
export type TReconciliationState = 'running' | 'done';
export interface PaymentReconciliationsTable {
  /** YYYY-MM-DD, Dubai. */
  day: string;
  state: TReconciliationState;
  /** The owner who ran it on demand; null for the daily run. */
  run_by: string | null;
  claimed_at: string;
  finished_at: string | null;
  asked: Generated<number>;
  mismatches: Generated<number>;
}

/** What a gateway said of a transaction when last asked (migration 041). */
export interface PaymentGatewayChecksTable {
  transaction_id: string;
  provider: string;
  /** The gateway's status, or 'unknown' when it did not know the id. */
  status: TGatewayCheckStatus;
  amount_fils: number | null;
  currency: string | null;
  refunded_fils: number | null;
  checked_at: string;
}
export type TGatewayCheckStatus = 'pending' | 'paid' | 'declined' | 'refunded' | 'unknown';

/** A disagreement between our record of a payment and its gateway's, open until an owner resolves it. */
export interface PaymentMismatchesTable {
  id: string;
  day: string;
  provider: string;
  transaction_id: string;
  kind: TPaymentMismatchKind;
  our_fils: number;
  gateway_fils: number;
  /** What differs, in words for the desk (e.g. the two currencies). */
  detail: string;
  found_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
  note: string | null;
}

/** What a product asks of its bookings and passengers (decision 092): a ZPassengerForm as JSON. */
export interface ProductPassengerFormsTable {
  product_id: string;
  form: string;
  updated_at: string;
}

/**
 * The details given for a line of an order (decision 092): `passenger` 0 is the booking's own, 1..n each
 * passenger's. Passport number, expiry and date of birth live only in `sealed`, under the master key `key_id`.
 */
export interface OrderPassengersTable {
  order_id: string;
  line_index: number;
  passenger: number;
  full_name: Generated<string>;
  nationality: Generated<string>;
  phone: Generated<string>;
  /** The answers to the form's own questions, by question id, as JSON. */
  answers: Generated<string>;
  key_id: string;
  sealed: string;
  updated_at: string;
}

/** Every version of a product's waiver, as written (decision 096): never updated. */
export interface WaiverVersionsTable {
  product_id: string;
  version: number;
  text: string;
  asked_of: TWaiverAskedOf;
  created_at: string;
  /** Who wrote it; null for the demo's own. */
  operator_id: string | null;
}

/** The version of its waiver a product asks shoppers to accept now (decision 096); no row: it asks none. */
export interface ProductWaiversTable {
  product_id: string;
  version: number;
  updated_at: string;
}

/** One acceptance of a waiver's version for a passenger of an order's line (decision 096). */
export interface WaiverAcceptancesTable {
  order_id: string;
  line_index: number;
  /** The passenger's number on the line, from 1 (the lead). */
  passenger: number;
  product_id: string;
  version: number;
  signed_name: string;
  accepted_at: string;
  client_address: string;
  user_id: string;
}

/** A hotel or meeting place guests are collected from (decision 095); a retired one (is_active 0) is offered to none. */
export interface PickupPointsTable {
  id: string;
  name: string;
  area: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  is_active: Generated<number>;
  created_at: string;
  updated_at: string;
  /** JSON of the Arabic name, area and address, by column name; '{}': none (migration 056, decision 109). */
  ar: Generated<string>;
}

/** Which points a product collects from and how long before departure, as ZProductPickups' JSON (decision 095). */
export interface ProductPickupsTable {
  product_id: string;
  pickups: string;
  updated_at: string;
}

/** The point a shopper chose for a line of an order, and the pick-up instant (UTC ISO) worked out then. */
export interface OrderPickupsTable {
  order_id: string;
  line_index: number;
  point_id: string;
  minutes_before: number;
  pickup_at: string;
  chosen_at: string;
}

/** A line whose passengers' details were erased (decision 098): after the retention days, or with its account. */
export interface PassengerErasuresTable {
  order_id: string;
  line_index: number;
  erased_at: string;
  reason: 'retention' | 'account';
}

/** A reseller, hotel or travel agent that sells our products (migration 058, decision 120). */
export interface PartnersTable {
  id: string;
  name: string;
  kind: 'ota' | 'hotel' | 'agent';
  contact_email: string | null;
  /** 'commission': a share of retail in basis points; 'net': net prices per product and ticket type. */
  rate_kind: Generated<'commission' | 'net'>;
  commission_bp: Generated<number>;
  rate_limit_per_minute: Generated<number>;
  /** JSON list of origins allowed to frame the booking widget. */
  widget_origins: Generated<string>;
  credit_limit_fils: Generated<number>;
  status: Generated<'active' | 'suspended'>;
  /** The shopper account its API bookings belong to. */
  user_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A partner's API key: only its sha256 is kept (the key is shown once). */
export interface PartnerApiKeysTable {
  id: string;
  partner_id: string;
  label: string;
  key_hash: string;
  key_prefix: string;
  created_at: string;
  created_by: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** What a partner may sell; net_prices a JSON object of fils by ticket type when its rate is 'net'. */
export interface PartnerProductsTable {
  partner_id: string;
  product_id: string;
  net_prices: string | null;
}

export interface PartnerWebhooksTable {
  id: string;
  partner_id: string;
  url: string;
  /** HMAC-SHA256 signing secret of each body. */
  secret: string;
  /** JSON list: 'booking_update' | 'availability_update'. */
  events: string;
  created_at: string;
  revoked_at: string | null;
  /** Who registered it (migration 059): the partners desk, or the reseller through OCTO's webhooks capability. */
  origin: Generated<'desk' | 'octo'>;
  /** OCTO's retryOnError: 0 gives a failed delivery up at once instead of retrying with backoff. */
  retry_on_error: Generated<number>;
}

export type TPartnerDeliveryStatus = 'pending' | 'delivered' | 'failed';
/**
 * A webhook delivery (decision 122): waiting (tried again with backoff while it fails) until delivered, or failed
 * after its last attempt; the desk may send a delivered or failed one again.
 */
export const PARTNER_DELIVERY_TRANSITIONS = defineTransitions<TPartnerDeliveryStatus>('partner_webhook_deliveries', {
  deliver: { from: ['pending'], to: 'delivered' },
  fail: { from: ['pending'], to: 'failed' },
  resend: { from: ['delivered', 'failed'], to: 'pending' },
});

export interface PartnerWebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  event: string;
  payload: string;
  status: Generated<TPartnerDeliveryStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
  /**
   * Set on events that a newer one makes stale (an availability_update per departure, migration 059): while a
   * delivery with the same webhook and key still waits, a new event replaces its payload instead of queueing again.
   */
  dedupe_key: Generated<string | null>;
}

/** A partner's travel agent: a shopper account that books on the partner's account (migration 059, decision 126). */
export interface PartnerAgentsTable {
  user_id: string;
  partner_id: string;
  created_at: string;
  created_by: string | null;
}

/** Money a partner paid us against its statements (migration 059, decision 126). */
export interface PartnerPaymentsTable {
  id: string;
  partner_id: string;
  amount_fils: number;
  /** Dubai date YYYY-MM-DD. */
  received_on: string;
  reference: Generated<string>;
  note: Generated<string>;
  created_at: string;
  created_by: string | null;
}

/** An OCTO booking: ON_HOLD (seats held until expires_at), CONFIRMED (an order), CANCELLED or EXPIRED. */
export interface OctoBookingsTable {
  id: string;
  partner_id: string;
  uuid: string;
  status: 'ON_HOLD' | 'CONFIRMED' | 'CANCELLED' | 'EXPIRED';
  product_id: string;
  option_id: string;
  availability_id: string;
  unit_items: string;
  contact: Generated<string>;
  notes: string | null;
  reseller_reference: string | null;
  checkout_id: string | null;
  order_id: string | null;
  expires_at: string | null;
  cancellation_reason: string | null;
  /** The pick-up point chosen while on hold (migration 060), written to order_pickups at confirmation. */
  pickup_point_id: string | null;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  cancelled_at: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  products: ProductsTable;
  favourites: FavouritesTable;
  cart_lines: CartLinesTable;
  carts: CartsTable;
  promo_codes: PromoCodesTable;
  promo_redemptions: PromoRedemptionsTable;
  checkouts: CheckoutsTable;
  payments: PaymentsTable;
  sandbox_transactions: SandboxTransactionsTable;
  orders: OrdersTable;
  notifications: NotificationsTable;
  blogs: BlogsTable;
  content_pages: ContentPagesTable;
  partners: PartnersTable;
  partner_api_keys: PartnerApiKeysTable;
  partner_products: PartnerProductsTable;
  partner_webhooks: PartnerWebhooksTable;
  partner_webhook_deliveries: PartnerWebhookDeliveriesTable;
  partner_agents: PartnerAgentsTable;
  partner_payments: PartnerPaymentsTable;
  octo_bookings: OctoBookingsTable;
  banners: BannersTable;
  uploads: UploadsTable;
  operator_uploads: OperatorUploadsTable;
  slot_overrides: SlotOverridesTable;
  departure_exceptions: DepartureExceptionsTable;
  seat_holds: SeatHoldsTable;
  slot_locks: SlotLocksTable;
  rate_limit_counters: RateLimitCountersTable;
  cache_generations: CacheGenerationsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_challenges: OperatorChallengesTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  audit_log: AuditLogTable;
  guide_assignments: GuideAssignmentsTable;
  check_ins: CheckInsTable;
  order_events: OrderEventsTable;
  order_changes: OrderChangesTable;
  order_refunds: OrderRefundsTable;
  sandbox_refunds: SandboxRefundsTable;
  outbox: OutboxTable;
  phone_bookings: PhoneBookingsTable;
  payment_link_sends: PaymentLinkSendsTable;
  tax_invoices: TaxInvoicesTable;
  phone_codes: PhoneCodesTable;
  phone_code_locks: PhoneCodeLocksTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_entries: LedgerEntriesTable;
  gift_cards: GiftCardsTable;
  gift_card_entries: GiftCardEntriesTable;
  gift_card_purchases: GiftCardPurchasesTable;
  shop_settings: ShopSettingsTable;
  customer_notes: CustomerNotesTable;
  gateway_transactions: GatewayTransactionsTable;
  gateway_refunds: GatewayRefundsTable;
  epg_finalizations: EpgFinalizationsTable;
  payment_reconciliations: PaymentReconciliationsTable;
  payment_gateway_checks: PaymentGatewayChecksTable;
  payment_mismatches: PaymentMismatchesTable;
  product_passenger_forms: ProductPassengerFormsTable;
  order_passengers: OrderPassengersTable;
  waiver_versions: WaiverVersionsTable;
  product_waivers: ProductWaiversTable;
  waiver_acceptances: WaiverAcceptancesTable;
  pickup_points: PickupPointsTable;
  product_pickups: ProductPickupsTable;
  order_pickups: OrderPickupsTable;
  passenger_erasures: PassengerErasuresTable;
}

export type TUserRow = Selectable<UsersTable>;
export type TOperatorDbRow = Selectable<OperatorsTable>;
export type TProductRow = Selectable<ProductsTable>;
export type TNewProduct = Insertable<ProductsTable>;
export type TOrderRow = Selectable<OrdersTable>;
export type TOutboxRow = Selectable<OutboxTable>;
export type TPhoneCodeRow = Selectable<PhoneCodesTable>;
export type TCheckoutRow = Selectable<CheckoutsTable>;
export type TPaymentRow = Selectable<PaymentsTable>;
export type TSeatHoldRow = Selectable<SeatHoldsTable>;
export type TOrderChangeRow = Selectable<OrderChangesTable>;
export type TPromoCodeRow = Selectable<PromoCodesTable>;
export type TPartnerRow = Selectable<PartnersTable>;
export type TPartnerApiKeyRow = Selectable<PartnerApiKeysTable>;
export type TPartnerWebhookRow = Selectable<PartnerWebhooksTable>;
export type TPartnerDeliveryRow = Selectable<PartnerWebhookDeliveriesTable>;
export type TPartnerAgentRow = Selectable<PartnerAgentsTable>;
export type TPartnerPaymentRow = Selectable<PartnerPaymentsTable>;
export type TOctoBookingRow = Selectable<OctoBookingsTable>;
export type TUserUpdate = Updateable<UsersTable>;
export type TNewUser = Insertable<UsersTable>;
