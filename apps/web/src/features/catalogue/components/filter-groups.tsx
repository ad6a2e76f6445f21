import { useId } from 'react';
import { t } from '../../../lib/i18n';
import { FILTER_GROUPS, type TFilterGroupKey, type TFilterSelection } from './filter-selection';

/** The four checkbox groups of the filter sidebar, each a fieldset named by its legend. */
export function FilterGroups({
  selection,
  onToggle,
}: {
  selection: TFilterSelection;
  onToggle(group: TFilterGroupKey, value: string): void;
}) {
  const idPrefix = useId();
  return (
    <div className="divide-y divide-line">
      {FILTER_GROUPS.map((group) => (
        <fieldset key={group.key} className="py-4 first:pt-0 last:pb-0">
          <legend className="float-start mb-2 w-full text-sm font-bold tracking-wide text-ink">{t(group.title)}</legend>
          <ul className="clear-both space-y-0.5">
            {group.options.map((option) => {
              const id = `${idPrefix}-${group.key}-${option}`;
              const isChecked = selection[group.key].includes(option);
              return (
                <li key={option}>
                  <label
                    htmlFor={id}
                    className="-mx-2 flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-[15px] text-ink/90 hover:bg-surface"
                  >
                    <input
                      id={id}
                      type="checkbox"
                      checked={isChecked}
                      onChange={() => onToggle(group.key, option)}
                      className="size-[18px] shrink-0 cursor-pointer rounded accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                    />
                    <span className={isChecked ? 'font-semibold text-ink' : ''}>{t(option)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
