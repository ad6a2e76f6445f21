// Every payment gateway the conformance suite runs against (modules/payments/conformance.test.ts): one line each.
import { epgUnderTest } from './epg.js';
import { sandboxUnderTest, type TGatewayUnderTest } from './gateway-under-test.js';
import { ngeniusUnderTest } from './ngenius.js';
import { telrUnderTest } from './telr.js';

export const GATEWAYS_UNDER_TEST: TGatewayUnderTest[] = [
  sandboxUnderTest,
  epgUnderTest,
  ngeniusUnderTest,
  telrUnderTest,
];
