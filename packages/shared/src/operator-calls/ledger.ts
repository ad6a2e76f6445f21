import * as ledger from '../schemas/ledger.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/**
 * A shopper's wallet and points (issue 20, decision 048): read with the bookings; adjusted or blocked by those who
 * may refund (owner and manager), since an adjustment is money given or taken.
 */
export const LEDGER_CALLS = {
  'operator/shopperLedger': read(
    'bookings.read',
    ledger.ZShopperLedgerRequest,
    ledger.ZShopperLedgerData,
    "A shopper's wallet and points: balances, block and entries",
  ),
  'operator/adjustLedger': write(
    'refunds.write',
    ledger.ZAdjustLedgerRequest,
    ledger.ZShopperLedgerData,
    "Add to or take from a shopper's wallet or points, with a reason (never below zero)",
  ),
  'operator/setLedgerBlock': write(
    'refunds.write',
    ledger.ZSetLedgerBlockRequest,
    ledger.ZShopperLedgerData,
    "Block or unblock a shopper's use of wallet and points, with a reason",
  ),
} as const satisfies Record<string, TOperatorCallDefinition>;
