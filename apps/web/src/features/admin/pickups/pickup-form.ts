import { ZPickupPointInput } from '@rihla/shared/schemas/pickups';
import { z } from 'zod';

type TPoint = z.output<typeof ZPickupPointInput>;

/** The point form's fields as typed (a map position as text, blank for none), checked by the shared schema. */
export const ZPickupPointForm = z
  .object({ name: z.string(), area: z.string(), address: z.string(), latitude: z.string(), longitude: z.string() })
  .transform((form) => ({
    name: form.name,
    area: form.area,
    address: form.address,
    latitude: form.latitude.trim() === '' ? null : Number(form.latitude),
    longitude: form.longitude.trim() === '' ? null : Number(form.longitude),
  }))
  // NOTE: the shared schema's defaults make its input's map position optional; the form always gives one (or null).
  .pipe(ZPickupPointInput as z.ZodType<TPoint, TPoint>);
export type TPickupPointForm = z.input<typeof ZPickupPointForm>;

export const EMPTY_POINT_FORM: TPickupPointForm = { name: '', area: '', address: '', latitude: '', longitude: '' };

export function pointFormOf(point: {
  name: string;
  area: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}): TPickupPointForm {
  return {
    name: point.name,
    area: point.area,
    address: point.address,
    latitude: point.latitude === null ? '' : String(point.latitude),
    longitude: point.longitude === null ? '' : String(point.longitude),
  };
}
