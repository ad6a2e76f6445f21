import { aedToFils, filsToAed } from '@rihla/shared/rules/money';
import { checkedBy } from '@rihla/shared/schemas/common';
import {
  PARTNER_KIND_LABELS,
  PARTNER_STATUS_LABELS,
  type TOperatorPartner,
  type TPartnerKind,
  type TPartnerRateKind,
  type TPartnerStatus,
  ZPartnerFields,
} from '@rihla/shared/schemas/operator-partners';
import { z } from 'zod';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';

export const aed = (fils: number) => formatPrice(filsToAed(fils));
export const kindLabel = (kind: TPartnerKind) => t(PARTNER_KIND_LABELS[kind]);
export const statusLabel = (status: TPartnerStatus) => t(PARTNER_STATUS_LABELS[status]);

/** "15% commission", "Net prices". */
export function rateText(partner: Pick<TOperatorPartner, 'rateKind' | 'commissionBp'>): string {
  return partner.rateKind === 'net'
    ? t('Net prices')
    : t('{percent}% commission', { percent: partner.commissionBp / 100 });
}

/**
 * The editor's values, as typed: the commission as a percentage (15 or 12.5), the credit limit in AED, the rate
 * limit as text and the widget's sites one a line. They are turned into the call's fields (basis points, fils, a
 * list) and checked by the shared schema, whose messages show beside the same fields.
 */
export interface TPartnerForm {
  name: string;
  kind: TPartnerKind;
  contactEmail: string;
  status: TPartnerStatus;
  rateKind: TPartnerRateKind;
  commissionBp: string;
  rateLimitPerMinute: string;
  widgetOrigins: string;
  creditLimitFils: string;
}

export const EMPTY_PARTNER_FORM: TPartnerForm = {
  name: '',
  kind: 'ota',
  contactEmail: '',
  status: 'active',
  rateKind: 'commission',
  commissionBp: '',
  rateLimitPerMinute: '120',
  widgetOrigins: '',
  creditLimitFils: '',
};

export function formOf(partner: TOperatorPartner): TPartnerForm {
  return {
    name: partner.name,
    kind: partner.kind,
    contactEmail: partner.contactEmail,
    status: partner.status,
    rateKind: partner.rateKind,
    commissionBp: partner.rateKind === 'net' ? '' : String(partner.commissionBp / 100),
    rateLimitPerMinute: String(partner.rateLimitPerMinute),
    widgetOrigins: partner.widgetOrigins.join('\n'),
    creditLimitFils: partner.creditLimitFils === 0 ? '' : String(filsToAed(partner.creditLimitFils)),
  };
}

const PERCENT = /^\d+(\.\d{1,2})?$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

const ZTyped = z.object({
  name: z.string(),
  kind: z.enum(['ota', 'hotel', 'agent']),
  contactEmail: z.string(),
  status: z.enum(['active', 'suspended']),
  rateKind: z.enum(['commission', 'net']),
  commissionBp: z
    .string()
    .trim()
    .refine((text) => text === '' || PERCENT.test(text), 'Commission: write a percentage, like 15 or 12.5'),
  rateLimitPerMinute: z
    .string()
    .trim()
    .refine((text) => WHOLE.test(text), 'Rate limit must be a whole number'),
  widgetOrigins: z.string(),
  creditLimitFils: z
    .string()
    .trim()
    .refine((text) => text === '' || AMOUNT.test(text), 'Credit limit: write an amount in AED, like 5000'),
});

/** The form's output: operator/createPartner's and operator/updatePartner's fields. */
export const ZPartnerForm = ZTyped.transform((form, ctx) =>
  checkedBy(
    ZPartnerFields,
    {
      name: form.name,
      kind: form.kind,
      contactEmail: form.contactEmail,
      status: form.status,
      rateKind: form.rateKind,
      commissionBp:
        form.rateKind === 'net' || form.commissionBp === '' ? 0 : Math.round(Number(form.commissionBp) * 100),
      rateLimitPerMinute: Number(form.rateLimitPerMinute),
      widgetOrigins: form.widgetOrigins
        .split(/[\n,]/)
        .map((line) => line.trim())
        .filter(Boolean),
      creditLimitFils: form.creditLimitFils === '' ? 0 : aedToFils(Number(form.creditLimitFils)),
    },
    ctx,
    { fieldOf: (path) => path.slice(0, 1) },
  ),
);
