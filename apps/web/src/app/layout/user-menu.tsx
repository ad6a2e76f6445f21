import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Heart, LogOut, type LucideIcon, Package, UserRound, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { logOut } from '../../features/auth/api/session';
import { t } from '../../lib/i18n';
import { useStoredValue } from '../../lib/storage';
import { useEndSession } from '../../lib/use-end-session';

/** The stored profile picture, or the initial of the stored first name on a brand circle. */
function Avatar({ size }: { size: number }) {
  const picture = useStoredValue('profilePicture');
  const name = useStoredValue('userName') ?? '';
  const [isBroken, setIsBroken] = useState(false);
  if (picture && !isBroken) {
    return (
      <img
        src={picture}
        alt=""
        width={size}
        height={size}
        onError={() => setIsBroken(true)}
        className="rounded-full bg-brand-50 object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid place-items-center rounded-full bg-brand-700 font-bold uppercase text-white"
      style={{ width: size, height: size, fontSize: size * 0.42 }}
    >
      {name.trim().charAt(0) || '?'}
    </span>
  );
}

const itemClass =
  'flex cursor-pointer select-none items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

function MenuLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <DropdownMenu.Item asChild>
      <Link to={to} className={itemClass}>
        <Icon size={18} aria-hidden="true" className="text-muted" />
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}

/** The profile menu of a logged-in user: Personal Information, Wishlist, Order Details, Wallet and Points, and Log out. */
export function UserMenu() {
  const endSession = useEndSession();
  const name = useStoredValue('userName') ?? '';

  const handleLogOut = async () => {
    await logOut();
    await endSession(t('You have been logged out'));
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          aria-label={t('Account menu')}
          className="flex items-center gap-1 rounded-full p-1 transition hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 data-[state=open]:bg-brand-50 sm:pe-2 lg:p-0.5 lg:pe-2"
        >
          <Avatar size={36} />
          <ChevronDown size={16} aria-hidden="true" className="hidden text-muted sm:block" />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={10}
          collisionPadding={12}
          className="z-50 w-64 rounded-2xl border border-line bg-white p-1.5 text-start shadow-2xl"
        >
          <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2.5">
            <Avatar size={40} />
            <span className="min-w-0">
              <span className="block text-xs text-muted">{t('Signed in as')}</span>
              <span className="block truncate text-sm font-bold text-ink">{name || t('Traveller')}</span>
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <MenuLink to="/personalinfoform" icon={UserRound} label={t('Personal Information')} />
          <MenuLink to="/wishlist" icon={Heart} label={t('Wishlist')} />
          <MenuLink to="/orderDetails" icon={Package} label={t('Order Details')} />
          <MenuLink to="/wallet" icon={Wallet} label={t('Wallet and Points')} />
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            onSelect={() => {
              void handleLogOut();
            }}
            className={`${itemClass} text-danger data-[highlighted]:bg-red-50 data-[highlighted]:text-danger`}
          >
            <LogOut size={18} aria-hidden="true" />
            {t('Log out')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
