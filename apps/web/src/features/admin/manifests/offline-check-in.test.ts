import { createHash } from 'node:crypto';
import { MANIFEST_MESSAGES } from '@rihla/shared/messages/manifests';
import type { TCheckInData, TDepartureKey, TManifestBooking } from '@rihla/shared/schemas/operator-manifests';
import { describe, expect, it } from 'vitest';
import { manifestDeparture } from '../../../test/fixtures';
import {
  answerOffline,
  answerPassengersOffline,
  departureKeyText,
  hashCode,
  isRepeatScan,
  keptManifests,
  REPEAT_SCAN_MS,
  syncQueue,
  type TQueuedScan,
  type TStoredManifests,
  type TSyncOutcome,
  withCheckIn,
  withWaitingScan,
} from './offline-check-in';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

function booking(
  reference: string,
  voucherCode: string,
  checkIn: TManifestBooking['checkIn'] = null,
): TManifestBooking {
  return {
    orderId: `order-${reference}`,
    reference,
    leadName: 'Lead Passenger',
    phone: '0501234567',
    tickets: [{ kind: 'adult', label: 'Adult', count: 2 }],
    seats: 2,
    ticketCount: 2,
    checkedInTickets: checkIn ? 2 : 0,
    notes: '',
    checkIn,
    voucherCodeHash: sha(voucherCode),
    details: 'none',
    passengers: [],
    bookingAnswers: [],
    bookingMissing: [],
  };
}

const MORNING = { productId: 'dhow', date: '2026-11-26', start: '09:00' };
const AFTERNOON = { productId: 'dhow', date: '2026-11-26', start: '15:00' };
const NEXT_DAY = { productId: 'dhow', date: '2026-11-27', start: '09:00' };
const SNORKEL = { productId: 'snorkel', date: '2026-11-26', start: '09:00' };

function stored(entries: Array<[TDepartureKey, TManifestBooking[]]>): TStoredManifests {
  return Object.fromEntries(
    entries.map(([key, bookings]) => [
      departureKeyText(key),
      { departure: manifestDeparture(key), bookings, fetchedAt: '2026-11-26T04:00:00.000Z' },
    ]),
  );
}

const MANIFESTS = stored([
  [MORNING, [booking('RH-AAAA1111', 'code-a')]],
  [AFTERNOON, [booking('RH-BBBB2222', 'code-b')]],
  [NEXT_DAY, [booking('RH-CCCC3333', 'code-c')]],
  [SNORKEL, [booking('RH-DDDD4444', 'code-d')]],
]);

async function scan(manifests: TStoredManifests, code: string, key: TDepartureKey = MORNING): Promise<TCheckInData> {
  return answerOffline(manifests, {
    key,
    code,
    codeHash: await hashCode(code),
    scannedAt: '2026-11-26T05:07:00.000Z',
    by: 'Ghada Guide',
  });
}

describe('answerOffline', () => {
  it('checks a booking of the departure in by its QR code or its reference typed in any case', async () => {
    for (const code of ['code-a', ' rh-aaaa1111 ']) {
      const answer = await scan(MANIFESTS, code);
      expect(answer).toMatchObject({ result: 'valid', reason: null, headline: MANIFEST_MESSAGES.valid });
      // 05:07 UTC is 09:07 in Dubai.
      expect(answer.booking?.checkIn).toEqual({
        at: '2026-11-26T05:07:00.000Z',
        clock: '09:07',
        by: 'Ghada Guide',
        source: 'offline',
      });
    }
  });

  it('answers already checked in, with when and by whom, after a scan on this device or from the stored manifest', async () => {
    const first = await scan(MANIFESTS, 'code-a');
    const after = withCheckIn(MANIFESTS, MORNING, first, { isFromServer: false });
    const second = await scan(after, 'RH-AAAA1111');
    expect(second).toMatchObject({
      result: 'alreadyCheckedIn',
      headline: 'Already checked in at 09:07 by Ghada Guide',
    });
    expect(after[departureKeyText(MORNING)]?.departure.checkedIn).toBe(1);

    const fromServer = stored([
      [
        MORNING,
        [
          booking('RH-AAAA1111', 'code-a', {
            at: '2026-11-26T04:55:00.000Z',
            clock: '08:55',
            by: 'Anil Agent',
            source: 'online',
          }),
        ],
      ],
    ]);
    expect((await scan(fromServer, 'code-a')).headline).toBe('Already checked in at 08:55 by Anil Agent');
  });

  it('checks in the tickets still left of a booking partly in, and counts them on the stored departure', async () => {
    const partly: TManifestBooking = {
      ...booking('RH-FAM00004', 'code-f', {
        at: '2026-11-26T04:50:00.000Z',
        clock: '08:50',
        by: 'Anil Agent',
        source: 'online',
      }),
      tickets: [{ kind: 'adult', label: 'Adult', count: 4 }],
      ticketCount: 4,
      checkedInTickets: 2,
    };
    const manifests = stored([[MORNING, [partly, booking('RH-AAAA1111', 'code-a')]]]);
    const answer = await scan(manifests, 'code-f');
    expect(answer).toMatchObject({
      result: 'valid',
      headline: MANIFEST_MESSAGES.valid,
      booking: { checkedInTickets: 4, checkIn: { clock: '09:07', by: 'Ghada Guide' } },
    });
    const after = withCheckIn(manifests, MORNING, answer, { isFromServer: false });
    expect(after[departureKeyText(MORNING)]?.departure).toMatchObject({ checkedIn: 1, checkedInTickets: 4 });
    expect((await scan(after, 'RH-FAM00004')).headline).toBe('Already checked in at 09:07 by Ghada Guide');
  });

  it('refuses a voucher of another departure, day or trip with the reason, and an unknown code', async () => {
    expect(await scan(MANIFESTS, 'code-b')).toMatchObject({
      result: 'refused',
      reason: 'otherDeparture',
      headline: MANIFEST_MESSAGES.refusals.otherDeparture,
    });
    expect(await scan(MANIFESTS, 'code-c')).toMatchObject({ result: 'refused', reason: 'otherDay' });
    expect(await scan(MANIFESTS, 'RH-DDDD4444')).toMatchObject({ result: 'refused', reason: 'otherProduct' });
    expect(await scan(MANIFESTS, 'RH-NOSUCH00')).toEqual({
      result: 'refused',
      reason: 'unknown',
      headline: MANIFEST_MESSAGES.refusals.unknown,
      booking: null,
    });
    expect(await scan({}, 'code-a')).toMatchObject({ result: 'refused', reason: 'unknown' });
  });
});

describe('withCheckIn', () => {
  it("keeps the server's check-in over the device's, and the device's first scan over its later ones", async () => {
    const local = withCheckIn(MANIFESTS, MORNING, await scan(MANIFESTS, 'code-a'), { isFromServer: false });
    const later = answerOffline(MANIFESTS, {
      key: MORNING,
      code: 'code-a',
      codeHash: sha('code-a'),
      scannedAt: '2026-11-26T05:30:00.000Z',
      by: 'Other',
    });
    expect(
      withCheckIn(local, MORNING, later, { isFromServer: false })[departureKeyText(MORNING)]?.bookings[0]?.checkIn?.by,
    ).toBe('Ghada Guide');
    const server: TCheckInData = {
      result: 'alreadyCheckedIn',
      reason: null,
      headline: 'Already checked in at 08:59 by Anil Agent',
      booking: booking('RH-AAAA1111', 'code-a', {
        at: '2026-11-26T04:59:00.000Z',
        clock: '08:59',
        by: 'Anil Agent',
        source: 'online',
      }),
    };
    expect(
      withCheckIn(local, MORNING, server, { isFromServer: true })[departureKeyText(MORNING)]?.bookings[0]?.checkIn?.by,
    ).toBe('Anil Agent');
  });
});

describe('keptManifests and isRepeatScan', () => {
  it("drops the manifests of days gone by and keeps today's and later", () => {
    expect(Object.keys(keptManifests(MANIFESTS, '2026-11-27'))).toEqual([departureKeyText(NEXT_DAY)]);
  });

  it('takes the same code within a few seconds as the same voucher still held up', () => {
    const last = { code: 'code-a', atMs: 1_000 };
    expect(isRepeatScan(last, 'code-a', 1_000 + REPEAT_SCAN_MS - 1)).toBe(true);
    expect(isRepeatScan(last, 'code-a', 1_000 + REPEAT_SCAN_MS)).toBe(false);
    expect(isRepeatScan(last, 'code-b', 1_100)).toBe(false);
    expect(isRepeatScan(null, 'code-a', 0)).toBe(false);
  });
});

describe('syncQueue', () => {
  const queued = (id: string): TQueuedScan => ({
    id,
    key: MORNING,
    code: id,
    scannedAt: '2026-11-26T05:07:00.000Z',
    answer: { result: 'valid', reason: null, headline: MANIFEST_MESSAGES.valid, booking: null },
  });

  it('sends the scans in order and reports each with the queue left after it', async () => {
    const sent: string[] = [];
    const lefts: string[][] = [];
    const rest = await syncQueue(
      [queued('a'), queued('b'), queued('c')],
      async (scan) => {
        sent.push(scan.id);
        return scan.id === 'b'
          ? { kind: 'rejected', message: 'The scan time must lie within the last 7 days and not in the future' }
          : { kind: 'answered', answer: scan.answer };
      },
      (_scan, _outcome, left) => {
        lefts.push(left.map((each) => each.id));
      },
    );
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(lefts).toEqual([['b', 'c'], ['c'], []]);
    expect(rest).toEqual([]);
  });

  it('stops at the first scan the server cannot be reached for and keeps it and the later ones', async () => {
    const outcomes: TSyncOutcome[] = [{ kind: 'answered', answer: queued('a').answer }, { kind: 'unreachable' }];
    const rest = await syncQueue(
      [queued('a'), queued('b'), queued('c')],
      async () => outcomes.shift() ?? { kind: 'unreachable' },
      () => undefined,
    );
    expect(rest.map((scan) => scan.id)).toEqual(['b', 'c']);
  });
});

describe('passengers offline (decision 097)', () => {
  it("marks every passenger of a booking in on the device's scan, and keeps the server's word on each", async () => {
    const passenger = (number: number, checkedIn: boolean) => ({
      line: 0,
      number,
      fullName: `Passenger ${number}`,
      nationality: 'AE',
      dateOfBirth: '••••-••-••',
      passportNumber: '•••••1234',
      passportExpiry: '2036-05-31',
      answers: [],
      missing: [],
      checkedIn,
    });
    const pair = { ...booking('RH-PAIR5555', 'code-p'), passengers: [passenger(1, true), passenger(2, false)] };
    const manifests = stored([[MORNING, [pair]]]);
    const answer = await scan(manifests, 'code-p');
    expect(answer.booking?.passengers.map((each) => each.checkedIn)).toEqual([true, true]);
    const kept = withCheckIn(manifests, MORNING, answer, { isFromServer: false });
    expect(kept[departureKeyText(MORNING)]?.bookings[0]?.passengers.map((each) => each.checkedIn)).toEqual([
      true,
      true,
    ]);
    // The server's answer (one passenger in, say after an undo) replaces the device's.
    const fromServer = {
      ...answer,
      booking: { ...pair, checkIn: answer.booking?.checkIn ?? null, checkedInTickets: 1 },
    };
    const synced = withCheckIn(kept, MORNING, fromServer, { isFromServer: true });
    expect(synced[departureKeyText(MORNING)]?.bookings[0]?.passengers.map((each) => each.checkedIn)).toEqual([
      true,
      false,
    ]);
  });
});

describe('passenger taps offline (decision 100)', () => {
  const passenger = (number: number, checkedIn = false, fullName = `Traveller ${number}`) => ({
    line: 0,
    number,
    fullName,
    nationality: 'IN',
    dateOfBirth: '••••-••-••',
    passportNumber: '•••••1234',
    passportExpiry: '2036-05-31',
    answers: [],
    missing: [],
    checkedIn,
  });
  const family: TManifestBooking = {
    ...booking('RH-FAM33333', 'code-fam'),
    tickets: [{ kind: 'adult', label: 'Adult', count: 3 }],
    seats: 3,
    ticketCount: 3,
    passengers: [passenger(1), passenger(2, false, 'Ravi Menon'), passenger(3, false, '')],
  };
  const manifests = stored([[MORNING, [family, booking('RH-AAAA1111', 'code-a')]]]);
  const tap = (on: TStoredManifests, number: number, scannedAt = '2026-11-26T05:07:00.000Z', line = 0) =>
    answerPassengersOffline(on, {
      key: MORNING,
      reference: 'RH-FAM33333',
      passengers: [{ line, number }],
      scannedAt,
      by: 'Ghada Guide',
    });
  const states = (on: TStoredManifests) =>
    on[departureKeyText(MORNING)]?.bookings[0]?.passengers.map((each) => each.checkedIn);
  const apply = (on: TStoredManifests, number: number, scannedAt?: string) => {
    const answer = tap(on, number, scannedAt);
    if (answer.kind !== 'answer') throw new Error(answer.message);
    return withCheckIn(on, MORNING, answer.answer, { isFromServer: false });
  };

  it('checks one passenger in, counts the booking and the departure, and names the tap as the last check-in', () => {
    const answer = tap(manifests, 2);
    expect(answer).toMatchObject({
      kind: 'answer',
      answer: {
        result: 'valid',
        headline: MANIFEST_MESSAGES.validPartly(1, 3),
        booking: {
          checkedInTickets: 1,
          checkIn: { at: '2026-11-26T05:07:00.000Z', clock: '09:07', by: 'Ghada Guide', source: 'offline' },
        },
      },
    });
    const after = apply(manifests, 2);
    expect(states(after)).toEqual([false, true, false]);
    expect(after[departureKeyText(MORNING)]?.departure).toMatchObject({ checkedIn: 0, checkedInTickets: 1 });
    // The last passenger in completes the booking: 'Valid: checked in', and the departure counts it whole.
    const all = apply(apply(after, 1), 3);
    expect(states(all)).toEqual([true, true, true]);
    expect(all[departureKeyText(MORNING)]?.departure).toMatchObject({ checkedIn: 1, checkedInTickets: 3 });
    expect(tap(apply(after, 1), 3)).toMatchObject({
      kind: 'answer',
      answer: { headline: MANIFEST_MESSAGES.valid },
    });
  });

  it('refuses a passenger already in as the server does, by name or number, and records nothing', () => {
    const after = apply(manifests, 2);
    expect(tap(after, 2)).toEqual({ kind: 'refused', message: MANIFEST_MESSAGES.passengerIn('Ravi Menon') });
    const third = apply(after, 3);
    expect(tap(third, 3)).toEqual({ kind: 'refused', message: MANIFEST_MESSAGES.passengerIn('Passenger 3') });
    // After the voucher's scan every passenger is in: a tap of one is refused too.
    const scanned = withCheckIn(
      manifests,
      MORNING,
      answerOffline(manifests, {
        key: MORNING,
        code: 'RH-FAM33333',
        codeHash: '',
        scannedAt: '2026-11-26T05:00:00.000Z',
        by: 'Ghada Guide',
      }),
      { isFromServer: false },
    );
    expect(tap(scanned, 1)).toEqual({ kind: 'refused', message: MANIFEST_MESSAGES.passengerIn('Traveller 1') });
  });

  it('refuses a passenger the booking does not have, and knows no booking of a departure it does not keep', () => {
    expect(tap(manifests, 4)).toEqual({ kind: 'refused', message: MANIFEST_MESSAGES.noSuchPassenger });
    expect(tap(manifests, 1, undefined, 1)).toEqual({ kind: 'refused', message: MANIFEST_MESSAGES.noSuchPassenger });
    expect(
      answerPassengersOffline(manifests, {
        key: MORNING,
        reference: 'RH-FAM33333',
        passengers: [
          { line: 0, number: 1 },
          { line: 0, number: 1 },
        ],
        scannedAt: '2026-11-26T05:07:00.000Z',
        by: 'Ghada Guide',
      }),
    ).toEqual({ kind: 'refused', message: MANIFEST_MESSAGES.passengerTwice });
    expect(tap({}, 1)).toMatchObject({ kind: 'answer', answer: { result: 'refused', reason: 'unknown' } });
  });

  it('refuses more passengers than tickets are left (some came in by a count)', () => {
    const counted = stored([[MORNING, [{ ...family, checkedInTickets: 3 }]]]);
    expect(tap(counted, 1)).toEqual({ kind: 'refused', message: MANIFEST_MESSAGES.tooMany(0, 3) });
  });

  it('applies a waiting tap again on a fresh manifest, keeping what another device checked in meanwhile', () => {
    const answer = tap(manifests, 2);
    if (answer.kind !== 'answer') throw new Error(answer.message);
    const waiting: TQueuedScan = {
      id: 'tap-1',
      key: MORNING,
      code: 'RH-FAM33333',
      passengers: [{ line: 0, number: 2 }],
      scannedAt: '2026-11-26T05:07:00.000Z',
      answer: answer.answer,
    };
    // The server's fresh manifest: passenger 1 came in by the agent's tap.
    const fresh = stored([
      [
        MORNING,
        [
          {
            ...family,
            checkedInTickets: 1,
            checkIn: { at: '2026-11-26T05:01:00.000Z', clock: '09:01', by: 'Anil Agent', source: 'online' },
            passengers: [passenger(1, true), passenger(2, false, 'Ravi Menon'), passenger(3, false, '')],
          },
        ],
      ],
    ]);
    const kept = withWaitingScan(fresh, waiting);
    expect(states(kept)).toEqual([true, true, false]);
    expect(kept[departureKeyText(MORNING)]?.bookings[0]).toMatchObject({
      checkedInTickets: 2,
      checkIn: { by: 'Ghada Guide', source: 'offline' },
    });
    // A fresh manifest with that passenger in already: nothing changes; the sync will give the server's answer.
    expect(withWaitingScan(kept, waiting)).toBe(kept);
  });
});
