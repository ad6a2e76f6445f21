import { NotificationHoverList } from '../../features/notifications/components/notification-hover-list';
import { UserMenu } from './user-menu';

/** The logged-in user's notification hover list and profile menu (Radix parts, loaded only after a login). */
export default function AccountControls() {
  return (
    <>
      <NotificationHoverList />
      <div className="ms-1">
        <UserMenu />
      </div>
    </>
  );
}
