import { zodResolver } from '@hookform/resolvers/zod';
import { pickupMissingArabic } from '@rihla/shared/rules/pickups';
import type { TPickupPoint, TPickupPointInput } from '@rihla/shared/schemas/pickups';
import { MapPin, Plus, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard, ScreenHeading } from '../components/admin-ui';
import { MissingArabic } from '../components/arabic-beside';
import { PICKUP_POINT_CALLS, usePickupPoints } from './pickup-calls';
import { EMPTY_POINT_FORM, pointFormOf, pointWriteOf, type TPickupPointForm, ZPickupPointForm } from './pickup-form';

/**
 * /admin/pickups: the hotels and meeting places guests are collected from (issue 36, decision 095), by area. Every
 * role that sees bookings reads them; owners and managers add, edit, retire and bring back (each audited).
 */
export function PickupPointsPage({ canWrite }: { canWrite: boolean }) {
  const points = usePickupPoints();
  const [editing, setEditing] = useState<TPickupPoint | 'new' | null>(null);
  if (points.isPending) return <Spinner />;
  if (points.isError) {
    return (
      <>
        <ScreenHeading title={t('Pick-up points')} />
        <p role="alert" className="text-danger">
          {t(points.error.message)}
        </p>
      </>
    );
  }
  const areas = new Map<string, TPickupPoint[]>();
  for (const point of points.data.points) areas.set(point.area, [...(areas.get(point.area) ?? []), point]);
  return (
    <>
      <ScreenHeading
        title={t('Pick-up points')}
        lead={t('Hotels and meeting places the trips collect guests from. Each product chooses its own in its editor.')}
      />
      <div className="space-y-6">
        {canWrite && editing === null && (
          <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
            <Plus size={18} aria-hidden="true" />
            {t('Add a pick-up point')}
          </button>
        )}
        {canWrite && editing !== null && (
          <PointForm
            key={editing === 'new' ? 'new' : editing.id}
            point={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
        {areas.size === 0 ? (
          <p className="text-sm text-muted">{t('No pick-up point yet.')}</p>
        ) : (
          [...areas.entries()].map(([area, inArea]) => (
            <AdminCard key={area} title={area}>
              <ul className="divide-y divide-line" aria-label={t('Pick-up points in {area}', { area })}>
                {inArea.map((point) => (
                  <PointRow key={point.id} point={point} canWrite={canWrite} onEdit={() => setEditing(point)} />
                ))}
              </ul>
            </AdminCard>
          ))
        )}
      </div>
    </>
  );
}

function PointRow({ point, canWrite, onEdit }: { point: TPickupPoint; canWrite: boolean; onEdit: () => void }) {
  const write = useDeskWrite();
  const setActive = (isActive: boolean) =>
    write.send(() => operatorCall('operator/updatePickupPoint', pointWriteOf(point, isActive)), {
      done: isActive ? t('Pick-up point brought back') : t('Pick-up point retired'),
      changes: PICKUP_POINT_CALLS,
      refusalAs: 'toast',
    });
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center" aria-label={point.name}>
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-ink">
          {point.name}
          {!point.isActive && (
            <span className="ms-2 rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-muted">
              {t('Retired')}
            </span>
          )}
          {pickupMissingArabic(point).length > 0 && (
            <span className="ms-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
              {t('Missing in Arabic')}
            </span>
          )}
        </p>
        {point.ar.name !== '' && (
          // The Arabic at the row's start, under the English it translates, read right to left within itself.
          <p className="text-sm break-words text-ink">
            <span lang="ar" dir="rtl">
              {point.ar.area === '' ? point.ar.name : `${point.ar.name}، ${point.ar.area}`}
            </span>
          </p>
        )}
        <p className="flex items-start gap-1 text-sm text-muted">
          <MapPin size={14} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span className="min-w-0 break-words">
            {point.address}
            {point.latitude !== null && point.longitude !== null && ` (${point.latitude}, ${point.longitude})`}
          </span>
        </p>
      </div>
      {canWrite && (
        <div className="flex gap-2">
          <button type="button" className="btn-secondary min-h-11" onClick={onEdit}>
            {t('Edit')}
          </button>
          <button
            type="button"
            className="btn-secondary min-h-11"
            disabled={write.isBusy}
            onClick={() => setActive(!point.isActive)}
          >
            {point.isActive ? t('Retire') : t('Bring back')}
          </button>
        </div>
      )}
    </li>
  );
}

function PointForm({ point, onDone }: { point: TPickupPoint | null; onDone: () => void }) {
  const write = useDeskWrite();
  const form = useForm<TPickupPointForm, unknown, TPickupPointInput>({
    resolver: zodResolver(ZPickupPointForm),
    defaultValues: point ? pointFormOf(point) : EMPTY_POINT_FORM,
  });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const [name, area, nameAr, areaAr] = useWatch({ control, name: ['name', 'area', 'ar.name', 'ar.area'] });
  const save = form.handleSubmit(async (values) => {
    const options = { done: (message: string) => t(message), changes: PICKUP_POINT_CALLS, after: onDone };
    if (point === null) await write.send(() => operatorCall('operator/createPickupPoint', values), options);
    else {
      await write.send(
        () => operatorCall('operator/updatePickupPoint', { ...values, id: point.id, isActive: point.isActive }),
        options,
      );
    }
  });
  return (
    <AdminCard title={point ? t('Edit {name}', { name: point.name }) : t('New pick-up point')}>
      <form onSubmit={save} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('Name (hotel or meeting place)')}
            error={errors.name?.message}
            registration={register('name')}
          />
          <div>
            <TextField
              label={t('{field} (Arabic)', { field: t('Name (hotel or meeting place)') })}
              error={errors.ar?.name?.message}
              registration={register('ar.name')}
              lang="ar"
              dir="rtl"
            />
            <MissingArabic english={name} arabic={nameAr} />
          </div>
          <TextField label={t('Area')} error={errors.area?.message} registration={register('area')} />
          <div>
            <TextField
              label={t('{field} (Arabic)', { field: t('Area') })}
              error={errors.ar?.area?.message}
              registration={register('ar.area')}
              lang="ar"
              dir="rtl"
            />
            <MissingArabic english={area} arabic={areaAr} />
          </div>
          <div className="sm:col-span-2">
            <TextField label={t('Map address')} error={errors.address?.message} registration={register('address')} />
          </div>
          <TextField
            label={t('Latitude (optional)')}
            error={errors.latitude?.message}
            registration={register('latitude')}
            inputMode="decimal"
          />
          <TextField
            label={t('Longitude (optional)')}
            error={errors.longitude?.message}
            registration={register('longitude')}
            inputMode="decimal"
          />
        </div>
        {write.error && (
          <p role="alert" className="text-sm text-danger">
            {t(write.error)}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={write.isBusy}>
            <Save size={18} aria-hidden="true" />
            {point ? t('Save the point') : t('Add the point')}
          </button>
          <button type="button" className="btn-secondary" onClick={onDone}>
            {t('Cancel')}
          </button>
        </div>
      </form>
    </AdminCard>
  );
}
