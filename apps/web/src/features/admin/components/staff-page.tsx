import { aedToFils, filsToAed } from '@rihla/shared/rules/money';
import { OPERATOR_ROLES, ROLE_LABELS, type TOperatorRole } from '@rihla/shared/rules/operator-roles';
import type { TOperatorRow } from '@rihla/shared/schemas/operators';
import { Copy, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeskWrite } from '../api/desk-write';
import { STAFF_CALLS, useOperators } from '../api/operator-calls';
import { operatorCall } from '../api/operator-client';
import { AdminCard, AdminInput, AdminSelect, formatDubaiDateTime, ScreenHeading } from './admin-ui';
import { DeskTable, type TDeskColumn } from './desk-table';

const STATUS_LABELS = { invited: 'Invited', active: 'Active', disabled: 'Disabled' } as const;

/** AED typed by a person, as fils; null when empty. */
function filsOf(aed: string): number | null {
  const trimmed = aed.trim();
  return trimmed === '' ? null : aedToFils(Number(trimmed));
}

/**
 * The staff list's columns: the name and email first (a phone's card heading, decision 079), then the role, access,
 * limit and last sign-in, and the change button for anyone but oneself.
 */
function staffColumns(selfId: string, onChange: (row: TOperatorRow) => void): ReadonlyArray<TDeskColumn<TOperatorRow>> {
  return [
    {
      header: 'Name',
      cell: (row) => (
        <>
          <p className="font-semibold text-ink">{row.name}</p>
          <p className="break-all text-muted">{row.email}</p>
        </>
      ),
    },
    { header: 'Role', cell: (row) => t(ROLE_LABELS[row.role]) },
    { header: 'Status', cell: (row) => t(STATUS_LABELS[row.status]) },
    {
      header: 'Two-factor',
      cell: (row) => (row.isCodeLocked ? t('Locked') : row.hasTwoFactor ? t('On') : t('Off')),
    },
    {
      header: 'Refund limit',
      cell: (row) => (row.refundLimit === null ? '—' : formatPrice(filsToAed(row.refundLimit))),
    },
    { header: 'Last sign-in', cell: (row) => (row.lastSignInAt ? formatDubaiDateTime(row.lastSignInAt) : '—') },
    {
      header: '',
      className: 'py-3 text-end',
      cell: (row) =>
        row.id !== selfId && (
          <button
            type="button"
            className="btn-secondary min-h-11 px-3 py-2"
            onClick={() => onChange(row)}
            aria-label={t('Change {name}', { name: row.name })}
          >
            {t('Change')}
          </button>
        ),
    },
  ];
}

/** Staff (owners only): every operator, invitations, roles, refund limits and access. */
export function StaffPage({ selfId }: { selfId: string }) {
  const operators = useOperators();
  const [isInviting, setIsInviting] = useState(false);
  const [editing, setEditing] = useState<TOperatorRow | null>(null);
  return (
    <>
      <ScreenHeading
        title={t('Staff')}
        lead={t('Invite people, give each the role their work needs, and disable access that is no longer needed.')}
      />
      <AdminCard
        title={t('Operators')}
        actions={
          <button type="button" className="btn-primary" onClick={() => setIsInviting(true)}>
            <UserPlus size={18} aria-hidden="true" />
            {t('Invite an operator')}
          </button>
        }
      >
        {operators.isPending ? (
          <Spinner />
        ) : operators.isError ? (
          <p role="alert" className="text-danger">
            {operators.error.message}
          </p>
        ) : (
          <DeskTable
            label={t('Operators')}
            columns={staffColumns(selfId, setEditing)}
            rows={operators.data}
            rowKey={(row) => row.id}
            cellClassName="py-3 pe-4"
            isCardsOnPhone
          />
        )}
      </AdminCard>
      <InviteDialog open={isInviting} onOpenChange={setIsInviting} />
      {editing && <EditDialog operator={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

/** The role, and for an agent the refund limit in AED (empty: none): the invitation's and the change's fields. */
function RoleFields({
  idPrefix,
  role,
  onRole,
  limit,
  onLimit,
}: {
  idPrefix: string;
  role: TOperatorRole;
  onRole(role: TOperatorRole): void;
  limit: string;
  onLimit(limit: string): void;
}) {
  return (
    <>
      <AdminSelect
        id={`${idPrefix}-role`}
        label={t('Role')}
        value={role}
        onChange={(text) => onRole(text as TOperatorRole)}
        options={OPERATOR_ROLES.map((option) => [option, t(ROLE_LABELS[option])] as const)}
      />
      {role === 'agent' && (
        <AdminInput
          id={`${idPrefix}-limit`}
          label={t('Refund limit (AED, empty for none)')}
          inputMode="decimal"
          value={limit}
          onChange={onLimit}
        />
      )}
    </>
  );
}

function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const write = useDeskWrite();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<TOperatorRole>('agent');
  const [limit, setLimit] = useState('');
  const [link, setLink] = useState<string | null>(null);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setEmail('');
      setName('');
      setLimit('');
      write.setError(null);
      setLink(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void write.send(
      () =>
        operatorCall('operator/inviteOperator', {
          email,
          name,
          role,
          ...(role === 'agent' ? { refundLimit: filsOf(limit) } : {}),
        }),
      { changes: STAFF_CALLS, after: (data) => setLink(`${window.location.origin}${data.invitePath}`) },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close} title={t('Invite an operator')}>
      {link ? (
        <LinkToSend email={email} link={link} />
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <AdminInput id="invite-email" label={t('Email')} type="email" value={email} onChange={setEmail} />
          <AdminInput id="invite-name" label={t('Name')} value={name} onChange={setName} />
          <RoleFields idPrefix="invite" role={role} onRole={setRole} limit={limit} onLimit={setLimit} />
          {write.error && (
            <p role="alert" className="field-error">
              {t(write.error)}
            </p>
          )}
          <button type="submit" className="btn-primary w-full" disabled={write.isBusy}>
            {write.isBusy && <Spinner size={18} className="text-white" />}
            {t('Create the invitation')}
          </button>
        </form>
      )}
    </Dialog>
  );
}

/** A one-time link to pass on (an invitation, a reset), with a button that copies it. */
function LinkToSend({ email, link }: { email: string; link: string }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('Send this link to {email}. It works once, for a week.', { email })}</p>
      <p className="break-all rounded-xl bg-surface p-3 font-mono text-sm text-ink" data-testid="invite-link">
        {link}
      </p>
      <button
        type="button"
        className="btn-secondary w-full"
        onClick={() => {
          void navigator.clipboard?.writeText(link);
          toast.success(t('Link copied'));
        }}
      >
        <Copy size={16} aria-hidden="true" />
        {t('Copy the link')}
      </button>
    </div>
  );
}

/**
 * An owner resets another operator's sign-in (issue 32, decision 061): after a confirmation, their password,
 * second factor and sessions end at once and a one-time link lets them choose a new password.
 */
function ResetDialog({ operator, onClose }: { operator: TOperatorRow; onClose(): void }) {
  const write = useDeskWrite();
  const [link, setLink] = useState<string | null>(null);
  const reset = () =>
    write.send(() => operatorCall('operator/resetOperator', { id: operator.id }), {
      done: (message) => t(message),
      changes: STAFF_CALLS,
      after: (data) => setLink(`${window.location.origin}${data.invitePath}`),
    });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('Reset password and second factor')}
      description={`${operator.name} · ${operator.email}`}
    >
      {link ? (
        <LinkToSend email={operator.email} link={link} />
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-muted">
            {t(
              'Their password, authenticator app and recovery codes stop working and every session of theirs ends now. You get a one-time link to send them: with it they choose a new password, and set up a new authenticator app when they sign in.',
            )}
          </p>
          {write.error && (
            <p role="alert" className="field-error">
              {t(write.error)}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={onClose}>
              {t('Cancel')}
            </button>
            <button type="button" className="btn-danger" disabled={write.isBusy} onClick={() => void reset()}>
              {t('Reset and make the link')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function EditDialog({ operator, onClose }: { operator: TOperatorRow; onClose(): void }) {
  const write = useDeskWrite();
  const [role, setRole] = useState<TOperatorRole>(operator.role);
  const [limit, setLimit] = useState(operator.refundLimit === null ? '' : String(filsToAed(operator.refundLimit)));
  const [isResetting, setIsResetting] = useState(false);

  if (isResetting) return <ResetDialog operator={operator} onClose={onClose} />;

  const options = { done: (message: string) => t(message), changes: STAFF_CALLS, after: onClose };
  const send = (change: { role?: TOperatorRole; status?: 'active' | 'disabled'; refundLimit?: number | null }) =>
    write.send(() => operatorCall('operator/updateOperator', { id: operator.id, ...change }), options);
  const unlock = () => write.send(() => operatorCall('operator/unlockSecondFactor', { id: operator.id }), options);
  const save = (event: FormEvent) => {
    event.preventDefault();
    void send({ role, ...(role === 'agent' ? { refundLimit: filsOf(limit) } : {}) });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('Change {name}', { name: operator.name })}
      description={operator.email}
    >
      <form onSubmit={save} className="space-y-4" noValidate>
        <RoleFields idPrefix="edit" role={role} onRole={setRole} limit={limit} onLimit={setLimit} />
        {write.error && (
          <p role="alert" className="field-error">
            {t(write.error)}
          </p>
        )}
        <button type="submit" className="btn-primary w-full" disabled={write.isBusy}>
          {t('Save')}
        </button>
        {operator.status !== 'invited' && (
          <button
            type="button"
            className={operator.status === 'active' ? 'btn-danger w-full' : 'btn-secondary w-full'}
            disabled={write.isBusy}
            onClick={() => void send({ status: operator.status === 'active' ? 'disabled' : 'active' })}
          >
            {operator.status === 'active' ? t('Disable access') : t('Enable access')}
          </button>
        )}
        {operator.isCodeLocked && (
          <button type="button" className="btn-secondary w-full" disabled={write.isBusy} onClick={() => void unlock()}>
            {t('Unlock second factor')}
          </button>
        )}
        {operator.status !== 'disabled' && (
          <button
            type="button"
            className="btn-secondary w-full"
            disabled={write.isBusy}
            onClick={() => setIsResetting(true)}
          >
            {t('Reset password and second factor')}
          </button>
        )}
      </form>
    </Dialog>
  );
}
