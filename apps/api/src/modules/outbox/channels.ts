import type { TConfig } from '../../config.js';
import type { TOutboxChannel } from '../../db/tables/schema.js';

/** The channels an order's messages go on: email always, text messages unless SMS_PROVIDER=off. */
export function orderMessageChannels(config: Pick<TConfig, 'sms'>): readonly TOutboxChannel[] {
  return config.sms.provider === 'off' ? ['email'] : ['email', 'sms'];
}
