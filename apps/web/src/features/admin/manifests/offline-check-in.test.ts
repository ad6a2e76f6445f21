import { createHash } from 'node:crypto';
import { MANIFEST_MESSAGES } from '@rihla/shared/messages/manifests';
import type { TCheckInData, TDepartureKey, TManifestBooking } from '@rihla/shared/schemas/operator-manifests';
import { describe, expect, it } from 'vitest';
import { manifestDeparture } from '../../../test/fixtures';
import {
  answerOffline,
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
