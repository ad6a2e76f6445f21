import type { TCallName } from '@rihla/shared/api-calls';
import type { TOperatorCallName } from '@rihla/shared/operator-calls';

/**
 * The query key of a server call's answers: the call's name from the call table, then what tells one answer
 * apart (a request body, an id). Every query and every invalidation builds its key here, so a feature names
 * another feature's call through the table, never by a string literal. `callKey(name)` alone matches every
 * answer of that call, which is what an invalidation from outside the owning feature wants.
 */
export function callKey<N extends TCallName | TOperatorCallName, const V extends readonly unknown[]>(
  name: N,
  ...variant: V
): readonly [N, ...V] {
  return [name, ...variant];
}
