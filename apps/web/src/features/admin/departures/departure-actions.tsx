import { roleCan } from '@rihla/shared/rules/operator-roles';
import type { TDepartureKey } from '@rihla/shared/schemas/operator-manifests';
import { useState } from 'react';
import { t } from '../../../lib/i18n';
import { useOperatorMe } from '../api/operator-calls';
import { CancelDepartureDialog } from './cancel-departure-dialog';
import { MessagePassengersDialog } from './message-passengers-dialog';

/**
 * A departure's two actions (issue 34, decision 073), on the timetable's day panel and the manifest's header: message
 * its passengers (whoever may write bookings) and cancel it (owners and managers: it refunds everything in full).
 */
export function DepartureActions({ departure, compact = false }: { departure: TDepartureKey; compact?: boolean }) {
  const me = useOperatorMe();
  const [open, setOpen] = useState<'cancel' | 'message' | null>(null);
  const role = me.data?.role;
  if (!role) return null;
  const canMessage = roleCan(role, 'bookings.write');
  const canCancel = roleCan(role, 'departures.cancel');
  if (!canMessage && !canCancel) return null;
  const size = compact ? 'min-h-11 px-3 py-2' : '';
  return (
    <>
      {canMessage && (
        <button type="button" className={`btn-secondary ${size}`} onClick={() => setOpen('message')}>
          {compact ? t('Message {start}', { start: departure.start }) : t('Message passengers')}
        </button>
      )}
      {canCancel && (
        <button type="button" className={`btn-danger ${size}`} onClick={() => setOpen('cancel')}>
          {compact ? t('Cancel {start}', { start: departure.start }) : t('Cancel departure')}
        </button>
      )}
      {open === 'message' && <MessagePassengersDialog departure={departure} onClose={() => setOpen(null)} />}
      {open === 'cancel' && <CancelDepartureDialog departure={departure} onClose={() => setOpen(null)} />}
    </>
  );
}
