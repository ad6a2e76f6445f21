import * as man from '../schemas/operator-manifests.js';
import { read, type TOperatorCallDefinition, write } from './define.js';

/**
 * The manifests' and check-in's calls (issue 18, decision 039). The reads name checkin.write, which every role
 * with manifests.read also has: the service narrows a role without manifests.read (a guide) to the departures
 * assigned to it. Assigning guides is a timetable change (managers and owners; not agents or guides).
 */
export const MANIFEST_CALLS = {
  'operator/listDepartures': read(
    'checkin.write',
    man.ZListDeparturesRequest,
    man.ZListDeparturesData,
    'Departures of a range of dates with bookings or guides: seats, bookings, check-ins (a guide: their own)',
  ),
  'operator/getManifest': read(
    'checkin.write',
    man.ZDepartureKey,
    man.ZManifestData,
    "A departure's paid bookings: lead name, phone, tickets, notes and check-in state",
  ),
  'operator/assignGuide': write(
    'timetables.write',
    man.ZAssignGuidesRequest,
    man.ZAssignGuidesData,
    'Set the guides who work a departure',
  ),
  'operator/checkIn': write(
    'checkin.write',
    man.ZCheckInRequest,
    man.ZCheckInData,
    'Check a booking in at a departure by its reference or QR code: valid, already checked in, or refused',
  ),
  'operator/undoCheckIn': write(
    'checkin.write',
    man.ZUndoCheckInRequest,
    man.ZUndoCheckInData,
    'Undo the latest check-in of a booking at a departure (a tap by mistake): its tickets are no longer in',
  ),
} satisfies Record<string, TOperatorCallDefinition>;
