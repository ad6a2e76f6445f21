import { describe, expect, it } from 'vitest';
import { EMPTY_PARTNER_FORM, formOf, ZPartnerForm } from './partner-form';

// The partner editor's values as typed (a percentage, AED, sites one a line) become the call's fields, checked by the
// shared schema with the server's own messages beside the fields.
describe('the partner form', () => {
  it('turns a percentage into basis points, AED into fils and the sites into a list of origins', () => {
    const parsed = ZPartnerForm.parse({
      ...EMPTY_PARTNER_FORM,
      name: 'Palm Concierge',
      kind: 'hotel',
      commissionBp: '12.5',
      creditLimitFils: '5000.50',
      widgetOrigins: 'https://Palm.example/\n\nhttp://localhost:5173',
    });
    expect(parsed).toMatchObject({
      name: 'Palm Concierge',
      kind: 'hotel',
      rateKind: 'commission',
      commissionBp: 1250,
      creditLimitFils: 500_050,
      rateLimitPerMinute: 120,
      widgetOrigins: ['https://palm.example', 'http://localhost:5173'],
    });
    expect(
      formOf({ ...parsed, id: 'p', productCount: 0, activeKeyCount: 0, createdAt: '', updatedAt: '' }),
    ).toMatchObject({
      commissionBp: '12.5',
      creditLimitFils: '5000.5',
      widgetOrigins: 'https://palm.example\nhttp://localhost:5173',
    });
  });

  it('shows the shared schema’s messages beside their fields', () => {
    const result = ZPartnerForm.safeParse({
      ...EMPTY_PARTNER_FORM,
      name: 'P',
      commissionBp: '101',
      widgetOrigins: 'http://palm.example',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      name: 'Name: at least 2 characters',
      commissionBp: 'Commission cannot be more than 100%',
      widgetOrigins: 'Write each site as https://name.example (http only for localhost), without a path',
    });
  });
});
