/**
 * The fields whose values differ, before and after (compared as JSON): what an audit entry records of an edit,
 * so that the log shows what changed and nothing else. `ignore` names fields that change with every write.
 */
export function changedFields<T extends object>(
  before: T,
  after: T,
  ignore: readonly (keyof T)[] = [],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof T & string)[]) {
    if (ignore.includes(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now };
}
