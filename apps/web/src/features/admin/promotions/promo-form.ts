import { aedToFils, filsToAed } from '@rihla/shared/rules/money';
import { checkedBy } from '@rihla/shared/schemas/common';
import {
  PROMO_CODE_STATUS_LABELS,
  type TOperatorPromoCode,
  type TPromoCodeStatus,
  ZCreatePromoCodeRequest,
  ZPromoCodeFields,
} from '@rihla/shared/schemas/operator-promos';
import { z } from 'zod';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';

export const aed = (fils: number) => formatPrice(filsToAed(fils));

export const STATUS_STYLES: Record<TPromoCodeStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800',
  paused: 'bg-amber-50 text-amber-900',
  scheduled: 'bg-sky-50 text-sky-800',
  expired: 'bg-sand-100 text-ink',
  usedUp: 'bg-red-50 text-red-800',
};

export const statusLabel = (status: TPromoCodeStatus) => t(PROMO_CODE_STATUS_LABELS[status]);

/** "10% off (at most AED 150.00)", "AED 50.00 off". */
export function discountText(code: Pick<TOperatorPromoCode, 'kind' | 'value' | 'maxDiscountFils'>): string {
  if (code.kind === 'fixed') return t('{amount} off', { amount: aed(code.value) });
  const percent = t('{percent}% off', { percent: code.value / 100 });
  return code.maxDiscountFils === null
    ? percent
    : `${percent} ${t('(at most {amount})', { amount: aed(code.maxDiscountFils) })}`;
}

/** "3 / 100", "3 / no limit". */
export function usesText(code: Pick<TOperatorPromoCode, 'usedCount' | 'maxUses'>): string {
  return `${code.usedCount} / ${code.maxUses === null ? t('no limit') : code.maxUses}`;
}

/** "1 Dec 2026 – 31 Dec 2026", "from 1 Dec 2026", "always". */
export function validityText(
  code: Pick<TOperatorPromoCode, 'validFrom' | 'validUntil'>,
  format: (d: string) => string,
) {
  if (code.validFrom && code.validUntil) return `${format(code.validFrom)} – ${format(code.validUntil)}`;
  if (code.validFrom) return t('from {date}', { date: format(code.validFrom) });
  if (code.validUntil) return t('until {date}', { date: format(code.validUntil) });
  return t('Always');
}

/**
 * The editor's values, as typed: a percentage (10 or 12.5) or an amount in AED, and the limits as text ('' for
 * none). They are turned into the call's fields (basis points and fils) and checked by the shared schema, whose
 * messages show beside the same fields.
 */
export interface TPromoForm {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  maxDiscountFils: string;
  minOrderFils: string;
  validFrom: string;
  validUntil: string;
  maxUses: string;
  maxUsesPerUser: string;
  description: string;
}

export const EMPTY_PROMO_FORM: TPromoForm = {
  code: '',
  kind: 'percent',
  value: '',
  maxDiscountFils: '',
  minOrderFils: '',
  validFrom: '',
  validUntil: '',
  maxUses: '',
  maxUsesPerUser: '',
  description: '',
};

export function formOf(code: TOperatorPromoCode): TPromoForm {
  const money = (fils: number | null) => (fils === null ? '' : String(filsToAed(fils)));
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === 'percent' ? String(code.value / 100) : money(code.value),
    maxDiscountFils: money(code.maxDiscountFils),
    minOrderFils: code.minOrderFils === 0 ? '' : money(code.minOrderFils),
    validFrom: code.validFrom ?? '',
    validUntil: code.validUntil ?? '',
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    maxUsesPerUser: code.maxUsesPerUser === null ? '' : String(code.maxUsesPerUser),
    description: code.description,
  };
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

const ZAmountText = (label: string) =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || AMOUNT.test(text), `${label}: write an amount in AED, like 50 or 49.50`);
const ZWholeText = (label: string) =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || WHOLE.test(text), `${label} must be a whole number`);

const ZTyped = z
  .object({
    code: z.string(),
    kind: z.enum(['percent', 'fixed']),
    value: z.string().trim().min(1, 'Value is required'),
    maxDiscountFils: ZAmountText('Maximum discount'),
    minOrderFils: ZAmountText('Minimum order'),
    validFrom: z.string(),
    validUntil: z.string(),
    maxUses: ZWholeText('Total limit'),
    maxUsesPerUser: ZWholeText('Limit per shopper'),
    description: z.string(),
  })
  .superRefine((form, ctx) => {
    const pattern = form.kind === 'percent' ? /^\d+(\.\d{1,2})?$/ : AMOUNT;
    if (form.value.trim() !== '' && !pattern.test(form.value.trim())) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message:
          form.kind === 'percent'
            ? 'Value: write a percentage, like 10 or 12.5'
            : 'Value: write an amount in AED, like 50 or 49.50',
      });
    }
  });

/** The call's fields from the typed values (already checked to be numbers where numbers are due). */
function fieldsOfTyped(form: z.output<typeof ZTyped>) {
  const fils = (text: string) => (text === '' ? null : aedToFils(Number(text)));
  const count = (text: string) => (text === '' ? null : Number(text));
  return {
    code: form.code,
    kind: form.kind,
    value: form.kind === 'percent' ? Math.round(Number(form.value) * 100) : aedToFils(Number(form.value)),
    maxDiscountFils: form.kind === 'percent' ? fils(form.maxDiscountFils) : null,
    minOrderFils: fils(form.minOrderFils) ?? 0,
    validFrom: form.validFrom === '' ? null : form.validFrom,
    validUntil: form.validUntil === '' ? null : form.validUntil,
    maxUses: count(form.maxUses),
    maxUsesPerUser: count(form.maxUsesPerUser),
    description: form.description,
  };
}

/** A new code's form: its output is operator/createPromoCode's body. */
export const ZNewPromoForm = ZTyped.transform((form, ctx) =>
  checkedBy(ZCreatePromoCodeRequest, fieldsOfTyped(form), ctx),
);
/** An existing code's form: its output is operator/updatePromoCode's fields (the code is not changed). */
export const ZExistingPromoForm = ZTyped.transform((form, ctx) => {
  const { code: _code, ...fields } = fieldsOfTyped(form);
  return checkedBy(ZPromoCodeFields, fields, ctx);
});
