// Agency accounts (issue 39, decision 126): a partner's travel agents, added and removed on the partners desk, sign
// in to the storefront with their own accounts and book on the partner's account, within its credit limit; the
// desk records what the partner paid against its statements.
import { AGENCY_MESSAGES as A, AGENCY_DESK_MESSAGES as D } from '@rihla/shared/messages/agency';
import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import type { TAgencyAccountData, TPayOnAccountData } from '@rihla/shared/schemas/agency';
import type {
  TAddPartnerAgentRequest,
  TPartnerData,
  TPartnerTerms,
  TRecordPartnerPaymentRequest,
} from '@rihla/shared/schemas/operator-partners';
import type { TGivenPassengerLines } from '@rihla/shared/schemas/passengers';
import type { TAppContext, TAuthUser } from '../../context.js';
import type { TDb } from '../../db/database.js';
import type { TCheckoutRow } from '../../db/tables/schema.js';
import { AppError } from '../../lib/app-error.js';
import { isoNow } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import {
  createOrderIn,
  findCheckoutOfUser,
  findPayRefusal,
  oneAtATime,
  recordOffGatewayPayment,
  setCheckoutPartner,
  storedLines,
  type TCheckoutPassengers,
} from '../booking/index.js';
import type { TOperatorAuth } from '../operators/index.js';
import { newPartnerTransactionId, PARTNER_PROVIDER } from '../payments/index.js';
import {
  deleteAgent,
  findAgentRow,
  findUserByContact,
  insertAgent,
  insertPartnerPayment,
  isPartnerAccount,
  lockPartnerRow,
} from './agency.repository.js';
import { findPartnerRow, listPartnerProductRows } from './partners.repository.js';
import { viewPartner, writeToPartner } from './partners.service.js';
import { commissionOf, currentTerms, partnerBalance } from './terms.js';

/** operator/addPartnerAgent: an existing storefront account, one agency per account, never a partner's own. */
export async function addPartnerAgent(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: TAddPartnerAgentRequest,
): Promise<{ data: TPartnerData; name: string }> {
  const name = await writeToPartner(ctx, operator, request.id, 'partner.addAgent', async (trx, _partner, now) => {
    const user = await findUserByContact(trx, request.contact);
    if (!user)
      throw new AppError('NOT_FOUND', D.noSuchAccount, { field: 'contact', refusal: 'agency.no_such_account' });
    if (await isPartnerAccount(trx, user.id)) {
      throw new AppError('BAD_REQUEST', D.partnerOwnAccount, { field: 'contact' });
    }
    if (await findAgentRow(trx, user.id))
      throw new AppError('CONFLICT', D.alreadyAgent, { field: 'contact', refusal: 'agency.already_agent' });
    await insertAgent(trx, { user_id: user.id, partner_id: request.id, created_at: now, created_by: operator.id });
    const agentName = `${user.first_name} ${user.last_name}`.trim();
    return { before: null, after: { agentId: user.id, name: agentName }, answer: agentName };
  });
  return { data: await viewPartner(ctx, request.id), name };
}

/** operator/removePartnerAgent: the account books as an ordinary shopper from then on; its orders stay the partner's. */
export async function removePartnerAgent(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: { id: string; userId: string },
): Promise<TPartnerData> {
  await writeToPartner(ctx, operator, request.id, 'partner.removeAgent', async (trx) => {
    if (!(await deleteAgent(trx, request.id, request.userId))) throw new AppError('NOT_FOUND', D.agentNotFound);
    return { before: { agentId: request.userId }, after: { agentId: null }, answer: null };
  });
  return viewPartner(ctx, request.id);
}

/** operator/recordPartnerPayment: money received against the partner's statements, raising its available credit. */
export async function recordPartnerPayment(
  ctx: TAppContext,
  operator: TOperatorAuth,
  request: TRecordPartnerPaymentRequest,
): Promise<TPartnerData> {
  await writeToPartner(ctx, operator, request.id, 'partner.recordPayment', async (trx, _partner, now) => {
    const id = newId();
    await insertPartnerPayment(trx, {
      id,
      partner_id: request.id,
      amount_fils: request.amountFils,
      received_on: request.receivedOn,
      reference: request.reference,
      note: request.note,
      created_at: now,
      created_by: operator.id,
    });
    const { id: _partnerId, ...recorded } = request;
    return { before: null, after: { paymentId: id, ...recorded }, answer: null };
  });
  return viewPartner(ctx, request.id);
}

/** The bookings module's port: the active partner whose travel agent the account is, else null. */
export async function agencyPartnerOf(db: TDb, userId: string): Promise<string | null> {
  const agent = await findAgentRow(db, userId);
  if (!agent) return null;
  const partner = await findPartnerRow(db, agent.partner_id);
  return partner?.status === 'active' ? partner.id : null;
}

/** What the agency owes for a checkout: its retail price (after any code) less the commission on the terms given. */
function owedOfCheckout(checkout: TCheckoutRow, terms: TPartnerTerms): { retailFils: number; owedFils: number } {
  const retailFils = checkout.subtotal_fils - checkout.discount_fils;
  return { retailFils, owedFils: retailFils - commissionOf(storedLines(checkout), retailFils, terms) };
}

// NOTE: points, a gift card and the wallet are the agent's own; on account the agency pays the whole price, so a
// checkout that spends them is refused (the agent checks out again without them, or pays by card).
const hasBalanceParts = (checkout: TCheckoutRow) =>
  checkout.points_fils > 0 || checkout.gift_card_fils > 0 || checkout.wallet_fils > 0;

async function agencyOfUser(ctx: TAppContext, userId: string) {
  const agent = await findAgentRow(ctx.db, userId);
  const partner = agent ? await findPartnerRow(ctx.db, agent.partner_id) : undefined;
  return partner ?? null;
}

/**
 * users/agencyAccount: null for an ordinary shopper; for an agent its agency, credit limit, what is outstanding and
 * available, and, for an open checkout of its own named, its retail price, what the agency would owe and why it could
 * not go on account now.
 */
export async function agencyAccount(ctx: TAppContext, user: TAuthUser, cartId?: string): Promise<TAgencyAccountData> {
  const partner = await agencyOfUser(ctx, user.id);
  if (!partner) return null;
  const balance = await partnerBalance(ctx, partner);
  const isActive = partner.status === 'active';
  let checkout: NonNullable<TAgencyAccountData>['checkout'] = null;
  const found = cartId ? await findCheckoutOfUser(ctx.db, cartId, user.id) : undefined;
  if (found?.status === 'open') {
    const products = storedLines(found).map((line) => line.productId);
    const terms = currentTerms(partner, await listPartnerProductRows(ctx.db, partner.id), products);
    const figures = owedOfCheckout(found, terms);
    const refusal = !isActive
      ? A.suspended
      : hasBalanceParts(found)
        ? A.balancesOnAccount
        : balance.outstandingFils + figures.owedFils > partner.credit_limit_fils
          ? A.overLimit
          : null;
    checkout = { ...figures, refusal };
  }
  return {
    partnerName: partner.name,
    isActive,
    creditLimitFils: partner.credit_limit_fils,
    ...balance,
    checkout,
  };
}

/**
 * users/payOnAccount: an agent of an active partner books an open checkout of its own on the partner's account. The
 * same checks as Pay Now (the checkout open and the user's, its lines before their cut-off with seats, its code still
 * good, the passengers' details given), then the credit limit: what is outstanding plus what this booking owes (its
 * net) must stay within it. In one transaction, which first locks the partner's row (decision 132): the partner as it
 * is then, its outstanding, a payment of provider `partner` and the order, named the partner's by channel 'agency' and
 * keeping its terms; any refusal rolls all of it back, so nothing is written. Two agents' bookings, in one process or
 * two, so never both fit the same credit. One at a time per checkout in this process (as Pay Now, so a card payment
 * and this never race).
 */
export async function payOnAccount(
  ctx: TAppContext,
  user: TAuthUser,
  request: { cartId: string; passengers?: TGivenPassengerLines | undefined },
  checkoutPassengers: TCheckoutPassengers,
): Promise<TPayOnAccountData> {
  if (!(await findAgentRow(ctx.db, user.id))) {
    throw new AppError('FORBIDDEN', A.notAnAgent, { refusal: 'agency.not_an_agent' });
  }
  return oneAtATime(ctx, `pay:${request.cartId}`, async () => {
    // Read again inside the lock: the agent removed or the partner suspended meanwhile is refused.
    const partner = await agencyOfUser(ctx, user.id);
    if (!partner) throw new AppError('FORBIDDEN', A.notAnAgent, { refusal: 'agency.not_an_agent' });
    if (partner.status !== 'active') throw new AppError('CONFLICT', A.suspended, { refusal: 'agency.suspended' });
    const found = await findCheckoutOfUser(ctx.db, request.cartId, user.id);
    if (!found) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.checkoutNotFound);
    if (found.status !== 'open') throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
    if (hasBalanceParts(found)) throw new AppError('BAD_REQUEST', A.balancesOnAccount);
    const refusal = await findPayRefusal(ctx, found);
    if (refusal) throw new AppError(refusal.code, refusal.message, { refusal: refusal.refusal });
    const writeGiven = request.passengers ? await checkoutPassengers.check(ctx, found, request.passengers) : null;
    const products = storedLines(found).map((line) => line.productId);
    // A checkout made before the account became an agent's is the agency's now.
    const checkout: TCheckoutRow = { ...found, partner_id: partner.id, partner_channel: 'agency' };
    const now = isoNow(ctx.clock);
    const { order, owedFils } = await ctx.db.transaction().execute(async (trx) => {
      // First the partner's row, locked: another process's booking for this partner waits here until this one is
      // committed or rolled back, so the outstanding read next counts it.
      const locked = await lockPartnerRow(trx, partner.id);
      const agent = await findAgentRow(trx, user.id);
      if (!locked || agent?.partner_id !== locked.id) {
        throw new AppError('FORBIDDEN', A.notAnAgent, { refusal: 'agency.not_an_agent' });
      }
      if (locked.status !== 'active') throw new AppError('CONFLICT', A.suspended, { refusal: 'agency.suspended' });
      const terms = currentTerms(locked, await listPartnerProductRows(trx, locked.id), products);
      const owed = owedOfCheckout(found, terms).owedFils;
      const balance = await partnerBalance({ ...ctx, db: trx }, locked);
      if (balance.outstandingFils + owed > locked.credit_limit_fils) {
        throw new AppError('CONFLICT', A.overLimit, { refusal: 'agency.over_limit' });
      }
      await setCheckoutPartner(trx, checkout.id, { partnerId: locked.id, channel: 'agency' });
      // The step OCTO's confirmation takes too: a payment no gateway takes, for the checkout's whole amount.
      const payment = await recordOffGatewayPayment(trx, checkout, {
        provider: PARTNER_PROVIDER,
        transactionId: newPartnerTransactionId(),
        now,
      });
      const made = await createOrderIn(ctx, trx, checkout, payment, { isFailureRefused: true });
      if (!made) throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
      return { order: made, owedFils: owed };
    });
    if (writeGiven) await writeGiven();
    return { orderId: order.id, reference: order.reference, owedFils };
  });
}
