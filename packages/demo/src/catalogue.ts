// The demo catalogue: 44 products, 11 per module, in the authoring format of types.ts (whole AED, hours);
// seed.ts converts them to the stored form.
import { ENTRY_TICKET_PRODUCTS } from './products/entry-tickets.js';
import { HOLIDAY_PRODUCTS } from './products/holidays.js';
import { INBOUND_PRODUCTS } from './products/inbound.js';
import { PICNIC_PRODUCTS } from './products/picnic.js';
import type { TDemoProduct } from './types.js';

export const DEMO_PRODUCTS: TDemoProduct[] = [
  ...PICNIC_PRODUCTS,
  ...INBOUND_PRODUCTS,
  ...HOLIDAY_PRODUCTS,
  ...ENTRY_TICKET_PRODUCTS,
];
