import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldShell, invalidProps } from '../../../components/ui/form-fields';
import { t } from '../../../lib/i18n';
import { useProductList } from '../api/catalogue-calls';

/** The product list's first page as the products desk opens it: the same call, so the same cached answer. */
const FIRST_PAGE = { search: '', page: 0, pageSize: 25 } as const;

/** The shop's category spelled as `typed` is (case and spaces aside), or undefined when none is. */
export function existingCategory(categories: readonly string[], typed: string): string | undefined {
  const wanted = typed.trim().toLowerCase();
  return categories.find((category) => category.trim().toLowerCase() === wanted);
}

/**
 * The product's category (the product page's breadcrumb): a text with the shop's categories suggested. A value
 * that no product has yet says so beside the field, and one that differs from a category only in case or spaces
 * takes its spelling on leaving the field, so that a typo never makes a new category unnoticed.
 */
export function CategoryField({
  registration,
  value,
  error,
  onSpelling,
}: {
  registration: UseFormRegisterReturn;
  value: string;
  error?: string;
  onSpelling: (category: string) => void;
}) {
  const list = useProductList(FIRST_PAGE);
  const categories = list.data?.categories ?? [];
  const match = existingCategory(categories, value);
  const isNew = list.data !== undefined && value.trim() !== '' && match === undefined;
  return (
    <FieldShell label={t('Category')} error={error}>
      {({ id, errorId }) => (
        <>
          <input
            id={id}
            list={`${id}-categories`}
            autoComplete="off"
            className="field-input"
            {...invalidProps(error, errorId)}
            {...registration}
            onBlur={(event) => {
              void registration.onBlur(event);
              if (match !== undefined && match !== value) onSpelling(match);
            }}
          />
          <datalist id={`${id}-categories`}>
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          {isNew ? (
            <p className="mt-1 text-sm font-semibold text-amber-800" role="status">
              {categories.length === 0
                ? t('A new category: the first of the shop.')
                : t('A new category: no product has it yet. The shop’s are {categories}.', {
                    categories: categories.join(', '),
                  })}
            </p>
          ) : (
            <p className="mt-1 text-sm text-muted">{t('Shown above the title on the product page.')}</p>
          )}
        </>
      )}
    </FieldShell>
  );
}
