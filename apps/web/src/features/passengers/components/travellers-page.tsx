import { useParams } from 'react-router';
import { t } from '../../../lib/i18n';
import { PassengerDetailsSection } from './passenger-details-section';
import { PickupSection } from './pickup-section';
import { WaiverSection } from './waiver-section';

/**
 * "Who is travelling" for one of the shopper's orders (issue 36): each passenger's details, the pick-up and the
 * waiver, each section asking its own call and showing nothing when the order's products ask nothing of it. Reached
 * from the success page, Your Orders, and the confirmation email's and text's link (/travellers/<reference>).
 */
export function TravellersPage() {
  const { reference = '' } = useParams();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6">
      <h1 className="text-2xl font-semibold">{t('Who is travelling')}</h1>
      <PassengerDetailsSection reference={reference} />
      <PickupSection reference={reference} />
      <WaiverSection reference={reference} />
    </div>
  );
}
