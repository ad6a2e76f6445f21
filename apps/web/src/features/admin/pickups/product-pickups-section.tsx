import { type TProductPickups, ZProductPickups } from '@rihla/shared/schemas/pickups';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard } from '../components/admin-ui';
import { usePickupPoints, useProductPickups } from './pickup-calls';

/**
 * The product editor's pick-ups section (issue 36, decision 095): which active points the product collects from and
 * how many minutes before departure (a default, overridable per point), saved through its own call. Nothing chosen:
 * the product collects no one and its shoppers make their own way.
 */
export function ProductPickupsSection({ productId, canWrite }: { productId: string; canWrite: boolean }) {
  const points = usePickupPoints();
  const pickups = useProductPickups(productId);
  if (points.isError || pickups.isError) return null;
  if (points.isPending || pickups.isPending) {
    return (
      <AdminCard title={t('Pick-ups')}>
        <Spinner />
      </AdminCard>
    );
  }
  return (
    <PickupsForm
      productId={productId}
      canWrite={canWrite}
      points={points.data.points.filter(
        (point) => point.isActive || pickups.data.pickups?.points.some((each) => each.pointId === point.id),
      )}
      saved={pickups.data.pickups}
    />
  );
}

type TPoint = { id: string; name: string; area: string };

function PickupsForm({
  productId,
  canWrite,
  points,
  saved,
}: {
  productId: string;
  canWrite: boolean;
  points: TPoint[];
  saved: TProductPickups | null;
}) {
  const write = useDeskWrite();
  const [minutes, setMinutes] = useState(String(saved?.minutesBefore ?? 60));
  const [chosen, setChosen] = useState<Map<string, string>>(
    () =>
      new Map(
        (saved?.points ?? []).map((point) => [
          point.pointId,
          point.minutesBefore === null ? '' : String(point.minutesBefore),
        ]),
      ),
  );
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = (id: string, isOn: boolean) =>
    setChosen((before) => {
      const next = new Map(before);
      if (isOn) next.set(id, '');
      else next.delete(id);
      return next;
    });
  const override = (id: string, value: string) => setChosen((before) => new Map(before).set(id, value));

  const save = async () => {
    setProblem(null);
    const body =
      chosen.size === 0
        ? null
        : {
            minutesBefore: minutes.trim() === '' ? Number.NaN : Number(minutes),
            points: [...chosen.entries()].map(([pointId, value]) => ({
              pointId,
              minutesBefore: value.trim() === '' ? null : Number(value),
            })),
          };
    if (body) {
      const checked = ZProductPickups.safeParse(body);
      if (!checked.success) {
        setProblem(checked.error.issues[0]?.message ?? t('Check the minutes'));
        return;
      }
    }
    await write.send(() => operatorCall('operator/setProductPickups', { id: productId, pickups: body }), {
      done: (message) => t(message),
      changes: ['operator/getProductPickups'],
    });
  };

  return (
    <div className="mt-6">
      <AdminCard title={t('Pick-ups')}>
        <fieldset disabled={!canWrite || write.isBusy} className="space-y-4">
          <p className="text-sm text-muted">
            {t('Choose the points this trip collects guests from. The shopper picks one after booking.')}
          </p>
          <label className="block max-w-xs">
            <span className="field-label">{t('Minutes before departure')}</span>
            <input
              className="field-input"
              inputMode="numeric"
              value={minutes}
              onChange={(event) => setMinutes(event.target.value)}
            />
          </label>
          {points.length === 0 ? (
            <p className="text-sm text-muted">{t('No pick-up point yet: add them under Pick-up points.')}</p>
          ) : (
            <ul className="divide-y divide-line" aria-label={t('Pick-up points of this product')}>
              {points.map((point) => {
                const isOn = chosen.has(point.id);
                return (
                  <li key={point.id} className="flex flex-wrap items-center gap-3 py-2">
                    <label className="flex min-h-11 min-w-0 flex-1 items-center gap-3">
                      <input
                        type="checkbox"
                        className="size-5 shrink-0"
                        checked={isOn}
                        onChange={(event) => toggle(point.id, event.target.checked)}
                      />
                      <span className="min-w-0 break-words">
                        <span className="font-semibold">{point.name}</span>
                        <span className="text-sm text-muted"> · {point.area}</span>
                      </span>
                    </label>
                    {isOn && (
                      <input
                        className="field-input w-36"
                        inputMode="numeric"
                        placeholder={t('Default')}
                        aria-label={t('Minutes before departure at {name}', { name: point.name })}
                        value={chosen.get(point.id) ?? ''}
                        onChange={(event) => override(point.id, event.target.value)}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {(problem ?? write.error) && (
            <p role="alert" className="text-sm text-danger">
              {t(problem ?? write.error ?? '')}
            </p>
          )}
          {canWrite && (
            <button type="button" className="btn-primary" onClick={save}>
              <Save size={18} aria-hidden="true" />
              {t('Save pick-ups')}
            </button>
          )}
        </fieldset>
      </AdminCard>
    </div>
  );
}
