import { MODULE_DISPLAY_NAMES, type TModule } from '@rihla/shared/constants';
import { CATALOGUE_MESSAGES } from '@rihla/shared/messages/catalogue';
import { itemPath } from '@rihla/shared/rules/navigation';
import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyShop } from '../../../components/ui/empty-shop';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useIsShopEmpty } from '../../../lib/shop-empty';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type TSearchResult, useSearch } from '../api/search';

export const SEARCH_DEBOUNCE_MS = 250;

/** The title with the first occurrence of the searched words in bold. */
function HighlightedTitle({ title, term }: { title: string; term: string }) {
  const at = term ? title.toLowerCase().indexOf(term.toLowerCase()) : -1;
  if (at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <mark className="bg-transparent font-bold text-brand-800">{title.slice(at, at + term.length)}</mark>
      {title.slice(at + term.length)}
    </>
  );
}

/**
 * Search as you type (users/search, debounced) with the results in a dropdown: the ARIA 1.2 combobox pattern,
 * arrow keys move through the results, Enter opens one, Escape closes the list (then clears the text).
 */
export function SearchBox({
  variant = 'header',
  autoFocus = false,
  onDone,
  className = '',
}: {
  variant?: 'header' | 'hero';
  autoFocus?: boolean;
  /** Called after a result was opened or the box was dismissed with Escape on an empty text. */
  onDone?(): void;
  className?: string;
}) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-results`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const containerRef = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearch(term);

  const hasTerm = text.trim().length > 0 && term.length > 0;
  const results: TSearchResult[] = hasTerm && search.data ? search.data : [];
  const isFirstLoad = hasTerm && search.data === undefined && search.isFetching;
  const isLoaded = hasTerm && Array.isArray(search.data);
  const isShopEmpty = useIsShopEmpty(isLoaded && results.length === 0);
  const isDropdownShown = isOpen && (isFirstLoad || isLoaded);

  useEffect(() => setActive(-1), [search.data]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  useEffect(() => {
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, []);

  const finish = () => {
    setText('');
    setIsOpen(false);
    setActive(-1);
    onDone?.();
  };

  const open = (item: TSearchResult) => {
    navigate(itemPath(item.module, item.planId));
    finish();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setIsOpen(true);
        if (count > 0) setActive((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setIsOpen(true);
        if (count > 0) setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter': {
        event.preventDefault();
        const chosen = results[Math.max(active, 0)];
        if (isDropdownShown && chosen) open(chosen);
        break;
      }
      case 'Escape':
        if (isDropdownShown) {
          event.preventDefault();
          setIsOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        } else {
          onDone?.();
        }
        break;
    }
  };

  const isHero = variant === 'hero';

  return (
    <search
      ref={containerRef}
      className={`relative ${className}`}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('Search tours, trips and tickets')}
      </label>
      <Search
        aria-hidden="true"
        size={isHero ? 22 : 18}
        className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-muted ${isHero ? 'start-4' : 'start-3'}`}
      />
      <input
        id={inputId}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isDropdownShown}
        aria-controls={listboxId}
        aria-activedescendant={isDropdownShown && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={100}
        // biome-ignore lint/a11y/noAutofocus: the phone header opens the box on request and expects to type at once.
        autoFocus={autoFocus}
        placeholder={isHero ? t('Where to? Try "dhow cruise"') : t('Search tours, trips and tickets')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setIsOpen(true);
          setActive(-1);
        }}
        onFocus={() => setIsOpen(true)}
        onKeyDown={onKeyDown}
        className={`w-full appearance-none border bg-white text-ink placeholder:text-muted/80 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 [&::-webkit-search-cancel-button]:appearance-none ${
          isHero
            ? 'h-14 rounded-2xl border-transparent ps-12 pe-12 text-base shadow-xl'
            : 'h-11 rounded-full border-line bg-surface ps-10 pe-11 text-[15px] focus:bg-white'
        }`}
      />
      {text && (
        <button
          type="button"
          aria-label={t('Clear search')}
          onClick={() => {
            setText('');
            document.getElementById(inputId)?.focus();
          }}
          className={`absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full text-muted hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500 ${isHero ? 'end-1.5' : 'end-0'}`}
        >
          <X size={16} aria-hidden="true" />
        </button>
      )}
      <div
        hidden={!isDropdownShown}
        className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-line bg-white text-start shadow-2xl"
      >
        {isFirstLoad && (
          <p role="status" className="flex items-center gap-2 px-4 py-3 text-sm text-muted">
            <Spinner size={16} />
            {t('Searching…')}
          </p>
        )}
        {isLoaded && results.length === 0 && isShopEmpty && <EmptyShop compact />}
        {isLoaded && results.length === 0 && !isShopEmpty && (
          <p role="status" className="px-4 py-4 text-sm font-medium text-muted">
            {t(CATALOGUE_MESSAGES.noDataFound)}
          </p>
        )}
        <div
          id={listboxId}
          role="listbox"
          aria-label={t('Search results')}
          className="max-h-[min(26rem,65vh)] overflow-y-auto overscroll-contain"
        >
          {results.map((item, index) => (
            <Link
              key={`${item.module}-${item.planId}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              to={itemPath(item.module, item.planId)}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={finish}
              className={`flex items-center gap-3 px-3 py-2.5 ${index === active ? 'bg-brand-50' : 'hover:bg-surface'} ${index > 0 ? 'border-t border-line/70' : ''}`}
            >
              <img
                src={item.pictures[0]}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                decoding="async"
                className="size-14 shrink-0 rounded-xl bg-brand-50 object-cover"
              />
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2 text-sm font-medium leading-snug text-ink">
                  <HighlightedTitle title={item.title} term={term} />
                </span>
                <span className="mt-0.5 block text-xs text-muted">
                  {t(MODULE_DISPLAY_NAMES[item.module as TModule] ?? item.categories)} ·{' '}
                  {t('From {price}', { price: formatPrice(item.price) })}
                </span>
              </span>
            </Link>
          ))}
        </div>
      </div>
    </search>
  );
}
