// The front door of the operators module (decision 066): all that other modules and the rest of src/ may import.
export { disableOperatorsOnDemoPassword, findOperatorsOnDemoPassword } from './demo-passwords.repository.js';
export type { TOperatorAuth } from './operator-auth.service.js';
export { defineOperatorCall, downloadOperator } from './operator-call.js';
export { findOperatorById, insertOperator } from './operators.repository.js';
export { operatorsRoutes } from './operators.routes.js';
export { createOwner, resetSecondFactorByEmail, resetSignInByEmail } from './staff.service.js';
