import { Minus, Plus } from 'lucide-react';
import { t } from '../../lib/i18n';

export const MIN_QUANTITY = 1;

/**
 * A count that cannot go below `min` (1 by default, SPEC section 4; 0 for the optional ticket types) nor above
 * `max`.
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = MIN_QUANTITY,
  max = Number.POSITIVE_INFINITY,
}: {
  value: number;
  onChange(value: number): void;
  label: string;
  min?: number;
  max?: number;
}) {
  const button =
    'grid size-11 place-items-center rounded-full border border-line bg-white text-ink transition hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line disabled:hover:text-ink';
  return (
    <fieldset className="m-0 flex min-w-0 items-center gap-3 border-0 p-0">
      <legend className="sr-only">{label}</legend>
      <button
        type="button"
        className={button}
        onClick={() => onChange(Math.max(min, value - 1))}
        disabled={value <= min}
        aria-label={t('Decrease {label}', { label })}
      >
        <Minus size={18} aria-hidden="true" />
      </button>
      <output
        aria-live="polite"
        aria-label={t('{label}: {count}', { label, count: value })}
        className="min-w-8 text-center text-lg font-bold tabular-nums text-ink"
      >
        {value}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={value >= max}
        aria-label={t('Increase {label}', { label })}
      >
        <Plus size={18} aria-hidden="true" />
      </button>
    </fieldset>
  );
}
