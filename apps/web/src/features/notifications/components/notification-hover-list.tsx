import * as HoverCard from '@radix-ui/react-hover-card';
import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { formatTimestamp } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { useNotifications } from '../api/view-notification';

/**
 * The logged-in user's notifications in a hover card (Radix). Hover opens it with a pointer; focus and click open
 * it too, so keyboards and touch screens reach it; Escape or a tap outside closes it.
 */
export function NotificationHoverList() {
  const [isOpen, setIsOpen] = useState(false);
  const query = useNotifications(true);
  const items = query.data?.items ?? [];
  const failure = query.data?.failure ?? null;
  const count = items.length;

  return (
    <HoverCard.Root open={isOpen} onOpenChange={setIsOpen} openDelay={100} closeDelay={250}>
      {/* The trigger is a wrapper: Radix calls preventDefault on the trigger's touchstart, which React listens to
          passively (a console error), and the button keeps its own touch events to itself. */}
      <HoverCard.Trigger asChild>
        <span className="inline-flex">
          <button
            type="button"
            aria-label={count > 0 ? t('Notifications ({count})', { count }) : t('Notifications')}
            aria-expanded={isOpen}
            onClick={() => setIsOpen(true)}
            onTouchStart={(event) => event.stopPropagation()}
            className={`relative grid size-11 place-items-center rounded-full transition lg:size-10 hover:bg-surface hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${isOpen ? 'bg-brand-50 text-brand-700' : 'text-ink'}`}
          >
            <Bell size={20} aria-hidden="true" />
            {count > 0 && (
              // NOTE: the count is drawn by CSS, not as text: the button's name says it in words ("Notifications
              // (1)"), and a visible "1" in the button's own text would not match that name (axe's
              // label-content-name-mismatch).
              <span
                aria-hidden="true"
                data-count={count > 9 ? '9+' : String(count)}
                className="absolute end-1 top-1 grid min-w-[18px] place-items-center rounded-full bg-sand-500 px-1 text-[10px] font-bold leading-[18px] text-white ring-2 ring-white after:content-[attr(data-count)]"
              />
            )}
          </button>
        </span>
      </HoverCard.Trigger>
      <HoverCard.Portal>
        <HoverCard.Content
          align="end"
          sideOffset={10}
          collisionPadding={12}
          className="z-50 w-[min(22rem,calc(100vw-24px))] overflow-hidden rounded-2xl border border-line bg-white text-start shadow-2xl"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <h2 className="text-sm font-bold text-ink">{t('Notifications')}</h2>
            {count > 0 && <span className="text-xs text-muted">{t('{count} in total', { count })}</span>}
          </div>
          {query.isPending ? (
            <p role="status" className="flex items-center gap-2 px-4 py-6 text-sm text-muted">
              <Spinner size={16} />
              {t('Loading notifications…')}
            </p>
          ) : count === 0 ? (
            <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
              <span className="grid size-11 place-items-center rounded-full bg-surface text-muted">
                <BellOff size={20} aria-hidden="true" />
              </span>
              <p role={failure ? 'alert' : undefined} className="text-sm text-muted">
                {failure ?? t('You have no notifications yet.')}
              </p>
            </div>
          ) : (
            <ul className="max-h-[min(24rem,60vh)] divide-y divide-line overflow-y-auto overscroll-contain">
              {items.map((item, index) => (
                <li key={`${item.createdAt}-${index}`} className="flex gap-3 px-4 py-3">
                  <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-500" />
                  <div className="min-w-0">
                    <p className="text-sm leading-snug text-ink">{item.Message}</p>
                    {item.createdAt && (
                      <p className="mt-1 text-xs text-muted">
                        <time dateTime={item.createdAt}>{formatTimestamp(item.createdAt)}</time>
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </HoverCard.Content>
      </HoverCard.Portal>
    </HoverCard.Root>
  );
}
