import type { TPickupLine } from '@rihla/shared/schemas/pickups';
import { t } from '../../../lib/i18n';
import { PickupChooser } from '../../passengers/components/pickup-section';
import { useDeskWrite } from '../api/desk-write';
import { operatorCall } from '../api/operator-client';
import { AdminCard } from '../components/admin-ui';
import { DETAILS_CALLS, useBookingPickups } from './booking-passengers-calls';

/**
 * The order page's "Pick-up" (issue 36, decision 099): for each trip of the order that collects guests, the point
 * chosen and, for roles with bookings.write until the departure, the shopper's searchable chooser sending the desk's
 * call. Nothing when no trip of the order collects anyone.
 */
export function PickupBlock({ reference, canWrite }: { reference: string; canWrite: boolean }) {
  const pickups = useBookingPickups(reference);
  if (pickups.isPending) return null;
  if (pickups.isError) {
    return (
      <AdminCard title={t('Pick-up')}>
        <p role="alert" className="text-danger">
          {t(pickups.error.message)}
        </p>
      </AdminCard>
    );
  }
  if (pickups.data.lines.length === 0) return null;
  return (
    <AdminCard title={t('Pick-up')}>
      <div className="space-y-4">
        {pickups.data.lines.map((line) => (
          <DeskPickupLine key={line.line} reference={reference} line={line} canWrite={canWrite} />
        ))}
      </div>
    </AdminCard>
  );
}

function DeskPickupLine({ reference, line, canWrite }: { reference: string; line: TPickupLine; canWrite: boolean }) {
  const write = useDeskWrite();
  const choose = (pointId: string) =>
    write.send(() => operatorCall('operator/chooseBookingPickup', { reference, line: line.line, pointId }), {
      done: (message) => t(message),
      changes: ['operator/viewBookingPickups', ...DETAILS_CALLS],
      refusalAs: 'toast',
    });
  return <PickupChooser line={line} onChoose={choose} isPending={write.isBusy} canChoose={canWrite} isDesk />;
}
