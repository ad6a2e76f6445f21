import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { t } from '../../../lib/i18n';

/** Whole seconds left as mm:ss. */
export function formatCountdown(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * How long the seats of this checkout stay held: the server's expiresAt, its bar measured against the hold's own
 * length as the server gave it (`minutes`: 15 for the shopper's own checkout, the shop's phone hold for a phone
 * booking, decision 075). After that the shopper may still pay: the server checks the seats again.
 */
export function HoldCountdown({ expiresAt, minutes }: { expiresAt: string; minutes: number }) {
  const end = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const msLeft = Math.max(0, end - now);
  const isExpired = msLeft <= 0;

  useEffect(() => {
    if (isExpired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [isExpired]);

  if (Number.isNaN(end)) return null;
  const share = minutes > 0 ? Math.min(1, msLeft / (minutes * 60_000)) : 0;

  return (
    <div
      className={`mt-4 rounded-xl border px-3.5 py-3 text-sm ${isExpired ? 'border-danger/30 bg-danger/5' : 'border-sand-400/60 bg-sand-100'}`}
    >
      <p aria-live="polite" className="flex items-center gap-2 font-semibold text-ink">
        <Timer size={16} aria-hidden="true" className={isExpired ? 'shrink-0 text-danger' : 'shrink-0 text-sand-500'} />
        {isExpired ? (
          t('Your hold has expired. You can still pay if seats remain.')
        ) : (
          <span className="tabular-nums">{t('Seats held for {time}', { time: formatCountdown(msLeft) })}</span>
        )}
      </p>
      {!isExpired && (
        <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-white">
          <div
            className="h-full rounded-full bg-sand-500 transition-[width] duration-1000 ease-linear"
            style={{ width: `${share * 100}%` }}
          />
        </div>
      )}
    </div>
  );
}
