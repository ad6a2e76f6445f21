// The demo operators of the README, one of each role, so a newcomer can try the back office at once. Owners and
// managers sign in with a second factor: their TOTP secrets are printed in the README (add one to an
// authenticator app, or compute a code with any TOTP tool). Seeded only into an empty database, never in
// production (decision 055).
import type { TOperatorRole } from '@rihla/shared/rules/operator-roles';

export const DEMO_OPERATOR_PASSWORD = 'rihla-operator-demo';

export const DEMO_OPERATORS: ReadonlyArray<{
  id: string;
  email: string;
  name: string;
  role: TOperatorRole;
  totpSecret: string | null;
  refundLimitFils: number | null;
}> = [
  {
    id: 'demo-operator-owner',
    email: 'owner@rihla.example',
    name: 'Omar Owner',
    role: 'owner',
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    refundLimitFils: null,
  },
  {
    id: 'demo-operator-manager',
    email: 'manager@rihla.example',
    name: 'Mariam Manager',
    role: 'manager',
    totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
    refundLimitFils: null,
  },
  {
    id: 'demo-operator-agent',
    email: 'agent@rihla.example',
    name: 'Anil Agent',
    role: 'agent',
    totpSecret: null,
    refundLimitFils: 50_000,
  },
  {
    id: 'demo-operator-guide',
    email: 'guide@rihla.example',
    name: 'Ghada Guide',
    role: 'guide',
    totpSecret: null,
    refundLimitFils: null,
  },
  {
    id: 'demo-operator-editor',
    email: 'editor@rihla.example',
    name: 'Elias Editor',
    role: 'editor',
    totpSecret: null,
    refundLimitFils: null,
  },
];
