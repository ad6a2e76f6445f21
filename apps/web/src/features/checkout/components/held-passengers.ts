import type {
  TCheckoutPassengerLine,
  TGivenPassengerLines,
  TPassengerDetails,
  TPassengerEntry,
  TPassengerForm,
} from '@rihla/shared/schemas/passengers';
import { useCallback, useState } from 'react';

// Who is travelling, asked on the checkout page before Pay Now (issue 36, decision 107): each passenger's details
// held in the page's memory only (never the browser's storage: they are personal data) until Pay Now sends them with
// users/paymentInitiate. Light on purpose (types and React only): the page keeps this state whether or not its
// lines ask anything, and the section that shows the forms (checkout-passengers.tsx) loads only when they do.

/** A held entry's key: the checkout's line and the passenger's number (0 for the booking's own questions). */
export const keyOf = (line: number, number: number) => `${line}:${number}`;

/** A refusal of Pay Now about one held entry: on its form's field when the server names one. */
interface TPassengerRefusal {
  key: string;
  field: string | null;
  message: string;
}

/** A failed users/paymentInitiate, as far as this section reads it. */
interface TFailure {
  message: string;
  code?: string;
  field?: string;
}

const DETAIL_KEYS: ReadonlySet<string> = new Set<keyof TPassengerDetails>([
  'fullName',
  'nationality',
  'dateOfBirth',
  'passportNumber',
  'passportExpiry',
  'phone',
]);

/**
 * A refusal's `field` of users/paymentInitiate ('passengers.0.passengers.1.details.passportNumber', or without
 * 'details.') as the entry it concerns, by the lines that were sent, and the form's own field name.
 */
export function refusedEntry(
  field: string | undefined,
  sent: TGivenPassengerLines,
): { key: string; field: string | null } | null {
  const match = field?.match(/^passengers\.(\d+)\.(?:passengers\.(\d+)|booking)(?:\.(.+))?$/);
  if (!match) return null;
  const given = sent[Number(match[1])];
  if (!given) return null;
  const number = match[2] === undefined ? 0 : given.passengers[Number(match[2])]?.number;
  if (number === undefined) return null;
  const rest = match[3] ?? '';
  const formField = /^(details|answers)\..+/.test(rest) ? rest : DETAIL_KEYS.has(rest) ? `details.${rest}` : null;
  return { key: keyOf(given.line, number), field: formField };
}

/** The held entries of the checkout's lines as users/paymentInitiate takes them; undefined when none is held. */
/** Whether a form asks anything of the booking itself (rules/passengers' asksOfBooking, without its weight). */
export function asksOfBooking(form: TPassengerForm): boolean {
  return [...form.details, ...form.questions].some((ask) => ask.askedOf === 'booking');
}

function givenLines(
  entries: ReadonlyMap<string, TPassengerEntry>,
  lines: TCheckoutPassengerLine[],
): TGivenPassengerLines | undefined {
  const given: TGivenPassengerLines = [];
  for (const line of lines) {
    const booking = asksOfBooking(line.form) ? entries.get(keyOf(line.line, 0)) : undefined;
    const passengers = Array.from({ length: line.passengerCount }, (_, index) => index + 1).flatMap((number) => {
      const entry = entries.get(keyOf(line.line, number));
      return entry ? [{ ...entry, number }] : [];
    });
    if (booking || passengers.length > 0) given.push({ line: line.line, ...(booking ? { booking } : {}), passengers });
  }
  return given.length > 0 ? given : undefined;
}

/**
 * The entries the checkout page holds, the forms open, and a refusal of Pay Now. Kept by the page, so they outlive a
 * reprice (a new checkout of the same lines, at the same indexes).
 */
export function useHeldPassengers() {
  const [entries, setEntries] = useState<ReadonlyMap<string, TPassengerEntry>>(() => new Map());
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set());
  const [refusal, setRefusal] = useState<TPassengerRefusal | null>(null);

  const hold = useCallback((key: string, entry: TPassengerEntry) => {
    setEntries((current) => new Map(current).set(key, entry));
    setRefusal((current) => (current?.key === key ? null : current));
  }, []);

  const setOpen = useCallback((key: string, isOpen: boolean) => {
    setOpenKeys((current) => {
      const next = new Set(current);
      if (isOpen) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  /** Places a refusal of Pay Now on its entry's form (opened); false when it is not about a held entry. */
  const refuse = useCallback(
    (failure: TFailure, sent: TGivenPassengerLines | undefined) => {
      const entry = sent ? refusedEntry(failure.field, sent) : null;
      if (!entry) return false;
      setRefusal({ ...entry, message: failure.message });
      setOpen(entry.key, true);
      return true;
    },
    [setOpen],
  );

  return {
    entries,
    openKeys,
    refusal,
    hold,
    setOpen,
    refuse,
    given: (lines: TCheckoutPassengerLine[]) => givenLines(entries, lines),
  };
}

export type THeldPassengers = ReturnType<typeof useHeldPassengers>;

/** The element id of an entry's card, to bring an open form into view. */
export const passengerCardId = (key: string) => `checkout-passenger-${key.replace(':', '-')}`;
