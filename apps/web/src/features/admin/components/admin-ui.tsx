import type { ReactNode } from 'react';
import { ValueField } from '../../../components/ui/value-field';
import { intlLocale, t } from '../../../lib/i18n';
import { useShop } from '../../../lib/shop';

/** A titled white panel: the sign-in steps and every screen's sections. */
export function AdminCard({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-white p-6 shadow-sm" aria-label={title}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-ink">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A screen's heading with its title in the browser tab. */
export function ScreenHeading({ title, lead }: { title: string; lead?: string }) {
  const shopName = useShop().name;
  return (
    <header className="mb-6">
      <title>{t('{title} | {shop} back office', { title, shop: shopName })}</title>
      <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
      {lead && <p className="mt-1 text-muted">{lead}</p>}
    </header>
  );
}

/** Dates and times of the back office: Dubai time, as the business runs. */
export function formatDubaiDateTime(iso: string): string {
  return new Intl.DateTimeFormat(intlLocale('date'), {
    timeZone: 'Asia/Dubai',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** A labelled text input of the back office's forms, with its message under it. */
export const AdminInput = ValueField;

/** A table's header row: its column names (an empty name is read as "Actions" and not shown). */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="border-b border-line text-muted">
      <tr>
        {columns.map((column) => (
          <th key={column || 'actions'} scope="col" className="relative py-2 pe-4 font-semibold">
            {column || <span className="sr-only">{t('Actions')}</span>}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A labelled select of the back office's forms: its options as [value, label] pairs. */
export function AdminSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  options: ReadonlyArray<readonly [value: string, label: string]>;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A table that scrolls sideways on narrow screens; it takes the focus, so the keyboard can scroll it too. */
export function ScrollingTable({
  label,
  children,
  isStackedOnPhone = false,
}: {
  label: string;
  children: ReactNode;
  /**
   * Below 768 px each row a block of labelled lines (each cell's data-label before it), so nothing scrolls sideways
   * at 390 px: for a table whose rows hold controls, which the desk table's phone cards would draw twice.
   */
  isStackedOnPhone?: boolean;
}) {
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the focus so the keyboard can scroll it (WCAG 2.1.1).
      tabIndex={0}
      aria-label={label}
      className="relative overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <table
        className={`w-full text-start text-sm ${
          isStackedOnPhone
            ? 'max-md:block max-md:[&_tbody]:block max-md:[&_td]:flex max-md:[&_td]:gap-2 max-md:[&_td]:py-0.5 max-md:[&_td]:before:text-muted max-md:[&_td]:before:content-[attr(data-label)] max-md:[&_th[scope=row]]:block max-md:[&_thead]:sr-only max-md:[&_tr]:block max-md:[&_tr]:py-2'
            : ''
        }`}
      >
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </section>
  );
}
