import { ZPickupPointInput } from '@rihla/shared/schemas/pickups';
import { z } from 'zod';

type TPoint = z.output<typeof ZPickupPointInput>;
type TPointTyped = TPoint & { ar: { name: string; area: string } };

/**
 * The point form's fields as typed (a map position as text, blank for none; the Arabic name and area, blank for none,
 * decision 117), checked by the shared schema.
 */
export const ZPickupPointForm = z
  .object({
    name: z.string(),
    area: z.string(),
    address: z.string(),
    latitude: z.string(),
    longitude: z.string(),
    ar: z.object({ name: z.string(), area: z.string() }),
  })
  .transform((form) => ({
    name: form.name,
    area: form.area,
    address: form.address,
    latitude: form.latitude.trim() === '' ? null : Number(form.latitude),
    longitude: form.longitude.trim() === '' ? null : Number(form.longitude),
    ar: { name: form.ar.name, area: form.ar.area },
  }))
  // NOTE: the shared schema's defaults make its input's map position optional; the form always gives one (or null).
  .pipe(ZPickupPointInput as z.ZodType<TPoint, TPointTyped>);
export type TPickupPointForm = z.input<typeof ZPickupPointForm>;

export const EMPTY_POINT_FORM: TPickupPointForm = {
  name: '',
  area: '',
  address: '',
  latitude: '',
  longitude: '',
  ar: { name: '', area: '' },
};

export function pointFormOf(point: {
  name: string;
  area: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  ar?: { name: string; area: string };
}): TPickupPointForm {
  return {
    name: point.name,
    area: point.area,
    address: point.address,
    latitude: point.latitude === null ? '' : String(point.latitude),
    longitude: point.longitude === null ? '' : String(point.longitude),
    ar: { name: point.ar?.name ?? '', area: point.ar?.area ?? '' },
  };
}

/** A point as operator/updatePickupPoint takes it back: the desk's answer's fields, named one by one. */
export function pointWriteOf(
  point: {
    id: string;
    name: string;
    area: string;
    address: string;
    latitude: number | null;
    longitude: number | null;
    ar: { name: string; area: string };
  },
  isActive: boolean,
) {
  const { id, name, area, address, latitude, longitude, ar } = point;
  return { id, name, area, address, latitude, longitude, ar, isActive };
}
