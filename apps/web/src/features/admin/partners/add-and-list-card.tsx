import { type ReactNode, useState } from 'react';
import { t } from '../../../lib/i18n';
import type { useDeskWrite } from '../api/desk-write';
import { AdminCard, AdminInput } from '../components/admin-ui';

/** What a row of the list offers: a button (Remove, Revoke), or a note in its place (Revoked on ...). */
export type TRowAction = { label: string; onClick: () => unknown } | { note: string };

export interface TAddAndListCardProps<TItem> {
  title: string;
  /** Above the form: what the list is, or what the last add made (a new key, shown once). */
  children?: ReactNode;
  /** The one field of the form and its button, which adds what was typed: emptied once `add` answers true. */
  form: { id: string; label: string; button: string; add: (text: string) => Promise<boolean> };
  write: Pick<ReturnType<typeof useDeskWrite>, 'isBusy' | 'error'>;
  /** The rows, what shows when there are none, and each row's key and data-testid (the journeys count them). */
  list: { items: readonly TItem[]; empty: string; rowTestId: string; keyOf: (item: TItem) => string };
  describe: (item: TItem) => ReactNode;
  action: (item: TItem) => TRowAction;
}

/**
 * A card of the partner's page (decision 133): a list of what the partner has (its API keys, its travel agents), a
 * one-field form that adds to it, the refusal of the last write, and each row's action. The list is named by the
 * card's title.
 */
export function AddAndListCard<TItem>(props: TAddAndListCardProps<TItem>) {
  const { title, form, write, list } = props;
  const [text, setText] = useState('');
  const add = async () => {
    if (await form.add(text)) setText('');
  };
  return (
    <AdminCard title={title}>
      {props.children}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-56 flex-1">
          <AdminInput id={form.id} label={form.label} value={text} onChange={setText} />
        </div>
        <button type="button" className="btn-primary" disabled={write.isBusy} onClick={add}>
          {form.button}
        </button>
      </div>
      {write.error && (
        <p role="alert" className="field-error mt-2">
          {t(write.error)}
        </p>
      )}
      {list.items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{list.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line" aria-label={title}>
          {list.items.map((item) => {
            const action = props.action(item);
            return (
              <li
                key={list.keyOf(item)}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
                data-testid={list.rowTestId}
              >
                <div className="text-sm">{props.describe(item)}</div>
                {'note' in action ? (
                  <span className="text-sm font-semibold text-muted">{action.note}</span>
                ) : (
                  <button type="button" className="btn-secondary" disabled={write.isBusy} onClick={action.onClick}>
                    {action.label}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </AdminCard>
  );
}
