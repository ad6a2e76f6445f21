import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
import { t } from '../../lib/i18n';

/**
 * Where the focus goes back when a dialog closes: the given element, else the one focused when it opened. Radix
 * only returns the focus by itself to a Trigger, and these dialogs are opened by state. Nothing is moved while
 * another dialog has opened in this one's place (login -> sign-up): that one holds the focus.
 */
function returnFocus(event: Event, target: HTMLElement | null): void {
  if (document.querySelector('[role="dialog"][data-state="open"]')) {
    event.preventDefault();
    return;
  }
  // An opener that has gone (a menu item of a closed menu) leaves Radix's default in place.
  if (!target?.isConnected) return;
  event.preventDefault();
  target.focus();
}

/**
 * A modal dialog (Radix): traps focus, closes on Escape, labelled by its title, gives the focus back on close. It
 * starts below the band where toasts show while it is open (`.app-dialog`, index.css and toaster.css): a failed
 * call's toast never covers its buttons or fields (decision 093).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  /** The control that gets the focus back on close; by default the one focused when the dialog opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const openerRef = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix's focus scope (a passive effect) moves the focus into the dialog.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      openerRef.current = document.activeElement;
  }, [open]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/50 transition-opacity duration-150 data-[state=open]:animate-in" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => returnFocus(event, returnFocusTo?.current ?? openerRef.current)}
          className="app-dialog fixed inset-x-3 z-50 mx-auto max-w-md overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl transition duration-300 focus:outline-none"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-xl font-bold text-ink">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              className="-m-1.5 grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-surface hover:text-ink"
              aria-label={t('Close')}
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
