import { ROLE_LABELS, roleCan, type TOperatorPermission } from '@rihla/shared/rules/operator-roles';
import type { TOperatorSelf } from '@rihla/shared/schemas/operators';
import { type ReactNode, useEffect } from 'react';
import { Link, Navigate, Outlet } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { readStorage, removeStorage } from '../../../lib/storage';
import { useOperatorMe } from '../api/operator-calls';
import { DashboardPage } from '../dashboard/dashboard-page';
import { useFirstDay } from '../dashboard/first-day-call';
import { FirstDayChecklist } from '../dashboard/first-day-checklist';
import { AccountPage } from './account-page';
import { navFor } from './admin-nav';
import { AdminShell } from './admin-shell';
import { AdminCard, ScreenHeading } from './admin-ui';
import { AuditPage } from './audit-page';
import { StaffPage } from './staff-page';

/**
 * The signed-in part of the back office (issue 17, decision 032): its frame around the screen of the route.
 * Without a live session it sends the operator to sign in. Screens show for the roles whose permission they
 * need; the server checks every call.
 */
export function SignedInArea() {
  const me = useOperatorMe();
  // No session, or one that has ended (idle, revoked, the role changed): forget it and sign in again. A server
  // out of reach ends nothing: a guide checking in at sea without a signal keeps the session (decision 041).
  const hasEnded =
    !readStorage('operatorToken') || (me.isError && !(me.error instanceof ApiError && me.error.isNetworkError));
  useEffect(() => {
    if (hasEnded) removeStorage('operatorToken');
  }, [hasEnded]);
  if (hasEnded) return <Navigate to="/admin/sign-in" replace />;
  if (!me.data) {
    return (
      <div className="grid min-h-screen place-items-center" aria-busy="true">
        <Spinner />
      </div>
    );
  }
  return (
    <AdminShell operator={me.data}>
      <Outlet />
    </AdminShell>
  );
}

/** A screen for the operator signed in (the area above has them before it renders its screen). */
function useOperator(): TOperatorSelf {
  const me = useOperatorMe();
  if (!me.data) throw new Error('A back office screen rendered without its operator');
  return me.data;
}

/** A screen that needs a permission: the screen for a role that has it, "nothing here" for the others. */
export function Allowed({
  permission,
  children,
}: {
  permission: TOperatorPermission;
  children: (operator: TOperatorSelf) => ReactNode;
}) {
  const operator = useOperator();
  return roleCan(operator.role, permission) ? children(operator) : <NotInBackOffice />;
}

export function OverviewScreen() {
  return <Overview operator={useOperator()} />;
}

export function StaffScreen() {
  return <Allowed permission="staff.manage">{(operator) => <StaffPage selfId={operator.id} />}</Allowed>;
}

export function AuditScreen() {
  return (
    <Allowed permission="audit.read">
      {(operator) => <AuditPage canListOperators={roleCan(operator.role, 'staff.manage')} />}
    </Allowed>
  );
}

export function AccountScreen() {
  return <AccountPage operator={useOperator()} />;
}

export function NotFoundScreen() {
  return <NotInBackOffice />;
}

function Overview({ operator }: { operator: TOperatorSelf }) {
  const items = navFor(operator.permissions).filter((item) => item.path !== '/admin');
  if (roleCan(operator.role, 'reports.read')) {
    return (
      <>
        <ScreenHeading
          title={t('Welcome, {name}', { name: operator.name })}
          lead={t('You are signed in as {role}.', {
            role: t(ROLE_LABELS[operator.role]),
          })}
        />
        <DashboardPage />
      </>
    );
  }
  return (
    <>
      <ScreenHeading
        title={t('Welcome, {name}', { name: operator.name })}
        lead={t('You are signed in as {role}. These are the parts of the back office your role uses.', {
          role: t(ROLE_LABELS[operator.role]),
        })}
      />
      <DeskFirstDay />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.path} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
            {item.isPlanned ? (
              <>
                <p className="font-semibold text-ink">{t(item.label)}</p>
                <p className="mt-1 text-sm text-muted">{t('Coming in the next release of the back office.')}</p>
              </>
            ) : (
              <Link to={item.path} className="font-semibold text-brand-700 hover:underline">
                {t(item.label)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A desk role's first-day steps (decision 079) above its parts, until each is done; nothing while they load. */
function DeskFirstDay() {
  const firstDay = useFirstDay();
  const steps = firstDay.data?.steps ?? [];
  if (!firstDay.data || steps.every((step) => step.isDone)) return null;
  return (
    <div className="mb-6">
      <FirstDayChecklist data={firstDay.data} />
    </div>
  );
}

function NotInBackOffice() {
  return (
    <AdminCard title={t('Nothing here')}>
      <p className="text-sm text-muted">
        {t('This page does not exist, or your role does not use it.')}{' '}
        <Link to="/admin" className="font-semibold text-brand-700 underline">
          {t('Back to the overview')}
        </Link>
      </p>
    </AdminCard>
  );
}
