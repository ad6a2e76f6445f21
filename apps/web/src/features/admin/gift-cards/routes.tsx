import { roleCan } from '@rihla/shared/rules/operator-roles';
import { type RouteObject, useParams } from 'react-router';
import { Allowed } from '../components/admin-app';
import { GiftCardListPage } from './gift-card-list-page';
import { GiftCardPage } from './gift-card-page';

function GiftCardListScreen() {
  return (
    <Allowed permission="bookings.read">
      {({ role }) => <GiftCardListPage canIssue={roleCan(role, 'promotions.write')} />}
    </Allowed>
  );
}

function GiftCardScreen() {
  const { id = '' } = useParams();
  return (
    <Allowed permission="bookings.read">
      {({ role }) => (
        <GiftCardPage
          giftCardId={id}
          canVoid={roleCan(role, 'promotions.write')}
          canReveal={roleCan(role, 'giftCards.reveal')}
        />
      )}
    </Allowed>
  );
}

/** Gift cards (issue 20, decision 049), inside the signed-in area under /admin. */
export const GIFT_CARD_ROUTES: RouteObject[] = [
  { path: 'gift-cards', Component: GiftCardListScreen },
  { path: 'gift-cards/:id', Component: GiftCardScreen },
];
