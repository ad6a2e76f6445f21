// The check-in page's scans and the manifest page's passenger taps, online or not (issue 18, decisions 041 and 100).
// Online, a scan or a tap is the server's operator/checkIn. Without a connection (navigator.onLine false, or a call
// that cannot reach the server) it is answered from the manifests kept on the device, recorded there and queued; when
// the connection returns the one queue is sent in order with source 'offline' and each one's own time, and the
// server's answer replaces the device's.
// NOTE: these writes do not go through useDeskWrite (decision 069). A scan's refusal is its answer on the page, not
// a form's message or a toast; a scan that cannot reach the server is answered on the device and queued instead of
// refused; and the queue replays later, perhaps after this page has gone, so it asks the manifests again itself.
import { todayInDubai } from '@rihla/shared/rules/time';
import type {
  TCheckInData,
  TDepartureKey,
  TManifestData,
  TPassengerRef,
} from '@rihla/shared/schemas/operator-manifests';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadToastify } from '../../../lib/toast';
import { operatorCall } from '../api/operator-client';
import { useInvalidateManifests } from './manifest-calls';
import {
  answerOffline,
  answerPassengersOffline,
  departureKeyText,
  hashCode,
  isRecordedScan,
  keptDates,
  keptManifests,
  syncQueue,
  type TQueuedScan,
  type TStoredManifest,
  type TStoredManifests,
  type TSyncOutcome,
  withCheckIn,
  withWaitingScan,
} from './offline-check-in';
import { loadManifests, loadQueue, saveManifests, saveQueue } from './offline-store';

/** One scan as the page shows it: the answer, and whether it is the device's (waiting) or the server's. */
export interface TShownScan {
  id: string;
  code: string;
  /** The passengers a tap checked in (decision 100); absent for a voucher's scan. */
  passengers?: TPassengerRef[];
  answer: TCheckInData | null;
  /** A call the server refused (not a scan's answer): its message. */
  error: string | null;
  state: 'server' | 'waiting' | 'synced';
}

/** What a tap of one passenger came to: the server's answer, the device's (queued), or a refusal (nothing kept). */
export type TPassengerTapOutcome =
  | { kind: 'server' | 'device'; answer: TCheckInData }
  | { kind: 'refused'; message: string };

const SHOWN_SCANS = 8;
const RETRY_MS = 15_000;

function warnStorage(error: unknown): undefined {
  console.warn('check-in storage', error);
  return undefined;
}

function useIsBrowserOnline(): boolean {
  const [isOnline, setIsOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setIsOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return isOnline;
}

async function sendQueued(scan: TQueuedScan): Promise<TSyncOutcome> {
  const result = await operatorCall('operator/checkIn', {
    ...scan.key,
    code: scan.code,
    ...(scan.passengers ? { passengers: scan.passengers } : {}),
    source: 'offline',
    scannedAt: scan.scannedAt,
  });
  if (result.status === 1) return { kind: 'answered', answer: result.data };
  return result.isNetworkError ? { kind: 'unreachable' } : { kind: 'rejected', message: result.message };
}

/**
 * Fetches the manifests of today's and tomorrow's departures the operator works, and the page's own. They are asked
 * for together (the browser spreads them over its connections): asked one after another, a busy day's departures kept
 * a guide's first scan waiting.
 */
async function fetchManifests(key: TDepartureKey): Promise<TStoredManifests | 'unreachable' | null> {
  const today = todayInDubai();
  const listed = await operatorCall('operator/listDepartures', keptDates(today));
  if (listed.status !== 1) return listed.isNetworkError ? 'unreachable' : null;
  const keys = new Map<string, TDepartureKey>([[departureKeyText(key), key]]);
  for (const departure of listed.data.departures) keys.set(departureKeyText(departure), departure);
  const fetchedAt = new Date().toISOString();
  const answers = await Promise.all(
    [...keys].map(async ([text, each]) => {
      const manifest = await operatorCall('operator/getManifest', {
        productId: each.productId,
        date: each.date,
        start: each.start,
      });
      return { text, manifest };
    }),
  );
  const manifests: TStoredManifests = {};
  for (const { text, manifest } of answers) {
    if (manifest.status === 1)
      manifests[text] = { departure: manifest.data.departure, bookings: manifest.data.bookings, fetchedAt };
    else if (manifest.isNetworkError) return 'unreachable';
  }
  return keptManifests(manifests, today);
}

/**
 * The device's check-in at a departure. The check-in page keeps the manifests of the operator's departures of today
 * and tomorrow (it fetches them); the manifest page gives its own `manifest` as it fetched it (null until it has)
 * and keeps that one.
 */
export function useOfflineCheckIn(
  key: TDepartureKey,
  operatorName: string,
  { manifest }: { manifest?: Pick<TManifestData, 'departure' | 'bookings'> | null } = {},
) {
  const isBrowserOnline = useIsBrowserOnline();
  const [isUnreachable, setIsUnreachable] = useState(false);
  const [queue, setQueue] = useState<TQueuedScan[]>([]);
  const [scans, setScans] = useState<TShownScan[]>([]);
  const [isReady, setIsReady] = useState(false);
  const [stored, setStored] = useState<TStoredManifest | null>(null);
  const [isSyncing, setIsSyncing] = useState(false);
  const isPageManifest = manifest !== undefined;
  const manifests = useRef<TStoredManifests>({});
  const queued = useRef<TQueuedScan[]>([]);
  /** The check-ins the server answered on this page, oldest first. */
  const answered = useRef<{ key: TDepartureKey; answer: TCheckInData }[]>([]);
  // Scans, syncs and the storing of refreshes run one after another: each reads and writes the stored manifests and
  // queue (a refresh's fetch runs beside them).
  const work = useRef<Promise<unknown>>(Promise.resolve());
  const isOnline = isBrowserOnline && !isUnreachable;
  const keyText = departureKeyText(key);

  const serially = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const next = work.current.then(task, task);
    work.current = next.catch(() => undefined);
    return next;
  }, []);

  const storeManifests = useCallback(
    async (next: TStoredManifests) => {
      manifests.current = next;
      setStored(next[keyText] ?? null);
      await saveManifests(next).catch(warnStorage);
    },
    [keyText],
  );
  const storeQueue = useCallback(async (next: TQueuedScan[]) => {
    queued.current = next;
    setQueue(next);
    await saveQueue(next).catch(warnStorage);
  }, []);
  const show = useCallback((scan: TShownScan) => {
    // A synced scan keeps its place; a new one comes first.
    setScans((shown) =>
      shown.some((each) => each.id === scan.id)
        ? shown.map((each) => (each.id === scan.id ? scan : each))
        : [scan, ...shown].slice(0, SHOWN_SCANS),
    );
  }, []);
  // The invalidation is a new function each render; the callbacks below must stay the same (effects depend on them).
  const invalidate = useInvalidateManifests();
  const invalidateRef = useRef(invalidate);
  invalidateRef.current = invalidate;
  const refreshServerViews = useCallback(() => invalidateRef.current(), []);

  // The fetch runs beside scans, so a scan never waits for every manifest of two days; what it fetched is stored in
  // turn, with the check-ins the server answered while it fetched and the scans still waiting.
  const refresh = useCallback(async () => {
    // The manifest page's own query fetches its manifest again (kept by the effect below).
    if (isPageManifest) return;
    const since = answered.current.length;
    const fresh = await fetchManifests(key);
    if (fresh === 'unreachable') setIsUnreachable(true);
    if (fresh === 'unreachable' || fresh === null) return;
    await serially(async () => {
      let next = fresh;
      for (const each of answered.current.slice(since))
        next = withCheckIn(next, each.key, each.answer, { isFromServer: true });
      for (const scan of queued.current) next = withWaitingScan(next, scan);
      await storeManifests(next);
    });
  }, [keyText, isPageManifest, serially, storeManifests]);

  /** Stores a check-in the server answered, and keeps it for a refresh that is fetching meanwhile. */
  const storeAnswered = useCallback(
    async (scanKey: TDepartureKey, answer: TCheckInData) => {
      answered.current.push({ key: scanKey, answer });
      await storeManifests(withCheckIn(manifests.current, scanKey, answer, { isFromServer: true }));
    },
    [storeManifests],
  );

  const sync = useCallback(
    () =>
      serially(async () => {
        if (queued.current.length === 0) return;
        // The manifest page shows the device's manifest until the server's is fetched again after the sync.
        setIsSyncing(true);
        try {
          const rest = await syncQueue(queued.current, sendQueued, async (scan, outcome, remaining) => {
            const shown = { id: scan.id, code: scan.code, passengers: scan.passengers, state: 'synced' } as const;
            if (outcome.kind === 'answered') {
              await storeAnswered(scan.key, outcome.answer);
              show({ ...shown, answer: outcome.answer, error: null });
            } else if (outcome.kind === 'rejected') {
              show({ ...shown, answer: scan.answer, error: outcome.message });
            }
            await storeQueue(remaining);
          });
          setIsUnreachable(rest.length > 0);
          if (rest.length === 0) await refreshServerViews();
        } finally {
          setIsSyncing(false);
        }
      }),
    [serially, storeAnswered, storeQueue, show, refreshServerViews],
  );

  // The device's manifests and queue, then (online) fresh manifests and the queue sent.
  useEffect(() => {
    let isCurrent = true;
    void serially(async () => {
      // Without IndexedDB (a locked-down browser) the page still checks in online; it just keeps nothing.
      const [kept, waiting] = await Promise.all([
        loadManifests().catch((error) => warnStorage(error) ?? {}),
        loadQueue().catch((error) => warnStorage(error) ?? []),
      ]);
      if (!isCurrent) return;
      manifests.current = keptManifests(kept, todayInDubai());
      setStored(manifests.current[keyText] ?? null);
      queued.current = waiting;
      setQueue(waiting);
      setScans(
        waiting
          .slice(-SHOWN_SCANS)
          .reverse()
          .map((scan) => ({
            id: scan.id,
            code: scan.code,
            passengers: scan.passengers,
            answer: scan.answer,
            error: null,
            state: 'waiting',
          })),
      );
      setIsReady(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [serially, keyText]);

  // NOTE: the toasts' library and container are fetched with the first toast; one first asked for offline could not
  // be fetched (and its lazy container would fail the page), so they are fetched while there is a connection.
  useEffect(() => {
    if (isBrowserOnline) void loadToastify();
  }, [isBrowserOnline]);

  // The manifest page's manifest as its query fetched it: kept on the device, with the scans still waiting on it.
  useEffect(() => {
    if (!isReady || !manifest) return;
    const fetchedAt = new Date().toISOString();
    void serially(async () => {
      let next: TStoredManifests = keptManifests(
        { ...manifests.current, [keyText]: { departure: manifest.departure, bookings: manifest.bookings, fetchedAt } },
        todayInDubai(),
      );
      for (const scan of queued.current) next = withWaitingScan(next, scan);
      await storeManifests(next);
    });
  }, [isReady, manifest, keyText, serially, storeManifests]);

  // A call failed while the browser believed it was online (a signal that comes and goes): try again now and then.
  useEffect(() => {
    if (!isUnreachable || !isBrowserOnline) return;
    const timer = window.setInterval(() => {
      setIsUnreachable(false);
      void sync().then(refresh);
    }, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [isUnreachable, isBrowserOnline, sync, refresh]);

  useEffect(() => {
    if (!isReady || !isBrowserOnline) return;
    setIsUnreachable(false);
    void sync().then(refresh);
  }, [isReady, isBrowserOnline, sync, refresh]);

  const answerOnDevice = useCallback(
    async (code: string, id: string): Promise<TShownScan> => {
      const scannedAt = new Date().toISOString();
      const answer = answerOffline(manifests.current, {
        key,
        code,
        codeHash: await hashCode(code),
        scannedAt,
        by: operatorName,
      });
      if (!isRecordedScan(answer)) return { id, code, answer, error: null, state: 'server' };
      await storeManifests(withCheckIn(manifests.current, key, answer, { isFromServer: false }));
      await storeQueue([...queued.current, { id, key, code, scannedAt, answer }]);
      return { id, code, answer, error: null, state: 'waiting' };
    },
    [keyText, operatorName, storeManifests, storeQueue],
  );

  /** Checks a code in: at the server when it can be reached, else on the device (and queued); the answer shown. */
  const scan = useCallback(
    (code: string) =>
      serially(async (): Promise<TShownScan> => {
        const id = crypto.randomUUID();
        if (isOnline) {
          const result = await operatorCall('operator/checkIn', { ...key, code });
          if (result.status === 1) {
            await storeAnswered(key, result.data);
            const answered: TShownScan = { id, code, answer: result.data, error: null, state: 'server' };
            show(answered);
            await refreshServerViews();
            return answered;
          }
          if (!result.isNetworkError) {
            const refusal: TShownScan = { id, code, answer: null, error: result.message, state: 'server' };
            show(refusal);
            return refusal;
          }
          setIsUnreachable(true);
        }
        const onDevice = await answerOnDevice(code, id);
        show(onDevice);
        return onDevice;
      }),
    [isOnline, keyText, serially, storeAnswered, show, refreshServerViews, answerOnDevice],
  );

  /** Checks one passenger of a booking in (decision 100): at the server when it can be reached, else on the device. */
  const checkInPassenger = useCallback(
    (reference: string, passenger: TPassengerRef) =>
      serially(async (): Promise<TPassengerTapOutcome> => {
        const passengers = [{ line: passenger.line, number: passenger.number }];
        if (isOnline) {
          const result = await operatorCall('operator/checkIn', { ...key, code: reference, passengers });
          if (result.status === 1) {
            await storeAnswered(key, result.data);
            await refreshServerViews();
            return { kind: 'server', answer: result.data };
          }
          if (!result.isNetworkError) return { kind: 'refused', message: result.message };
          setIsUnreachable(true);
        }
        const scannedAt = new Date().toISOString();
        const tap = answerPassengersOffline(manifests.current, {
          key,
          reference,
          passengers,
          scannedAt,
          by: operatorName,
        });
        if (tap.kind === 'refused') return tap;
        if (!isRecordedScan(tap.answer)) return { kind: 'refused', message: tap.answer.headline };
        const id = crypto.randomUUID();
        await storeManifests(withCheckIn(manifests.current, key, tap.answer, { isFromServer: false }));
        await storeQueue([...queued.current, { id, key, code: reference, passengers, scannedAt, answer: tap.answer }]);
        show({ id, code: reference, passengers, answer: tap.answer, error: null, state: 'waiting' });
        return { kind: 'device', answer: tap.answer };
      }),
    [isOnline, keyText, operatorName, serially, storeAnswered, storeManifests, storeQueue, show, refreshServerViews],
  );

  return {
    isOnline,
    isReady,
    waiting: queue.length,
    scans,
    /** The departure as the device keeps it (its check-ins counted with the scans made here), or null. */
    storedDeparture: stored?.departure ?? null,
    /** The departure and its bookings as the device keeps them, or null. */
    stored,
    /** Whether the queue is being sent (the server's manifest is fetched again at its end). */
    isSyncing,
    scan,
    checkInPassenger,
  };
}
