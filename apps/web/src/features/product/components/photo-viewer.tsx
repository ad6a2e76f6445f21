import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { t } from '../../../lib/i18n';

/** The full-screen viewer of all pictures, scrolled to the one that was chosen (loaded on first open). */
export default function PhotoViewer({
  open,
  onOpenChange,
  title,
  pictures,
  current,
  alt,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  pictures: string[];
  current: number;
  alt(index: number): string;
  /** The picture that opened the viewer gets the focus back when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/90" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-0 z-50 overflow-y-auto px-4 pb-8 focus:outline-none sm:px-8"
        >
          <div className="sticky top-0 z-10 -mx-4 mb-4 bg-ink/85 px-4 py-3 backdrop-blur sm:-mx-8 sm:px-8">
            <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 text-white">
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              <RadixDialog.Description className="sr-only">
                {t('All photos of this experience')}
              </RadixDialog.Description>
              <RadixDialog.Close
                aria-label={t('Close')}
                className="grid size-11 shrink-0 place-items-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
              >
                <X size={22} aria-hidden="true" />
              </RadixDialog.Close>
            </div>
          </div>
          <ul className="mx-auto grid max-w-5xl gap-4">
            {pictures.map((src, index) => (
              <li
                key={src}
                className="scroll-mt-20"
                ref={index === current ? (node) => node?.scrollIntoView({ block: 'start' }) : undefined}
              >
                <img
                  src={src}
                  alt={alt(index)}
                  width={1200}
                  height={800}
                  loading="lazy"
                  className="w-full rounded-xl object-cover"
                />
              </li>
            ))}
          </ul>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
