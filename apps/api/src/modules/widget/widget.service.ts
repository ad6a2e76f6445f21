import { PAYMENT_MESSAGES } from '@rihla/shared/messages/booking';
import type { TAppContext } from '../../context.js';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { CACHE_TAGS } from '../../lib/tagged-cache.js';
import { findPartnerRow } from '../partners/index.js';

/**
 * An origin as a CSP source may name it: http(s), a host, a port at most, nothing after. Anything else stored is
 * left out rather than written into a header (a space or a semicolon would add a directive).
 */
export function isFramingOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

function framingOriginsOf(partner: { status: string; widget_origins: string } | undefined): string[] | null {
  if (partner?.status !== 'active') return null;
  let origins: unknown;
  try {
    origins = JSON.parse(partner.widget_origins);
  } catch {
    origins = [];
  }
  return Array.isArray(origins) ? [...new Set(origins.filter(isFramingOrigin))] : [];
}

/**
 * The origins that may frame an active partner's widget pages (decision 123), or null when there is no such active
 * partner: its pages are then the shop's not-found page, framed by nobody. An active partner with no origin gets
 * `frame-ancestors 'none'` too, since the list is empty. Every widget page asks, so the answer is remembered per
 * process until the partners desk saves that partner, here or in another process (decision 129).
 */
export async function widgetFrameAncestors(ctx: TAppContext, partnerId: string): Promise<string[] | null> {
  const { origins } = await ctx.caches.remember(
    `widgetFrameAncestors:${partnerId}`,
    [CACHE_TAGS.partner(partnerId)],
    async () => ({ origins: framingOriginsOf(await findPartnerRow(ctx.db, partnerId)) }),
  );
  return origins;
}

/**
 * The partner a widget checkout names, checked active before anything is written (read afresh, not remembered: the
 * checkout is a write); a refusal is a 400.
 */
export async function checkWidgetPartner(db: TDb, partnerId: string): Promise<string> {
  const partner = await findPartnerRow(db, partnerId);
  if (partner?.status !== 'active') throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.widgetUnavailable);
  return partner.id;
}
