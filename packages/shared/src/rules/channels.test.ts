import { describe, expect, it } from 'vitest';
import { ON_ACCOUNT_PROVIDER, orderChannelOf, partnerChannelOf } from './channels.js';

describe('order channels', () => {
  it('keeps a stored partner channel and infers an older order’s from its payment', () => {
    expect(partnerChannelOf('agency', ON_ACCOUNT_PROVIDER)).toBe('agency');
    expect(partnerChannelOf('widget', 'sandbox')).toBe('widget');
    expect(partnerChannelOf(null, ON_ACCOUNT_PROVIDER)).toBe('api');
    expect(partnerChannelOf(null, 'sandbox')).toBe('widget');
    expect(partnerChannelOf('something else', 'ngenius')).toBe('widget');
  });

  it('names the shop’s own channels when no partner sold the order', () => {
    const base = { partnerId: null, partnerChannel: null, provider: 'sandbox' };
    expect(orderChannelOf({ ...base, isDeskBooking: false })).toBe('online');
    expect(orderChannelOf({ ...base, provider: 'cash', isDeskBooking: true })).toBe('desk');
    expect(orderChannelOf({ ...base, partnerId: 'p1', partnerChannel: 'api', isDeskBooking: false })).toBe('api');
  });
});
