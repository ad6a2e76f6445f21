import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { t } from '../../lib/i18n';

/**
 * A modal sheet that rises from the bottom of a phone screen (Radix dialog): traps focus, closes on Escape and gives
 * the focus back to the button that opened it. Pages load it lazily (React.lazy + LoadWhen) with a plain button as
 * opener, so its code is not part of their first paint.
 */
export default function Sheet({
  open,
  onOpenChange,
  title,
  description,
  returnFocusTo,
  hasHandle = false,
  contentClassName,
  headerClassName,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  returnFocusTo: RefObject<HTMLElement | null>;
  /** The grab bar above the title. */
  hasHandle?: boolean;
  contentClassName: string;
  headerClassName: string;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={`fixed inset-x-0 bottom-0 z-50 bg-white shadow-2xl focus:outline-none ${contentClassName}`}
        >
          {hasHandle && <div className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-line" aria-hidden="true" />}
          <div className={headerClassName}>
            <RadixDialog.Title className="text-lg font-bold text-ink">{title}</RadixDialog.Title>
            <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
            <RadixDialog.Close
              aria-label={t('Close')}
              className="-m-1.5 grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-surface hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <X size={20} aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
