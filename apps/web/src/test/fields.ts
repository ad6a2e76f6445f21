import { expect } from 'vitest';
import type { TRecordedCall } from './stub-api';

/** The bodies of the calls of one name the app made, in order. */
export function bodiesOf(calls: readonly TRecordedCall[], name: string): unknown[] {
  return calls.filter((call) => call.name === name).map((call) => call.body);
}

/** The message shown beside a form's field: the element its input names with aria-describedby, once it is invalid. */
export function besideField(field: HTMLElement): string | null | undefined {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  return document.getElementById(String(field.getAttribute('aria-describedby')))?.textContent;
}
