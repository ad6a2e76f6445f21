import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n';

/**
 * A content page while its document loads from the API (decisions 112 and 117): a status for screen readers, and the
 * placeholder bars (`children`) of the layout the page will have.
 */
export function PageSkeleton({ children }: { children: ReactNode }) {
  return (
    <div className="container-page py-8 sm:py-12" aria-busy="true">
      <p className="sr-only" role="status">
        {t('Loading')}
      </p>
      <div aria-hidden="true" className="max-w-3xl space-y-4">
        {children}
      </div>
    </div>
  );
}
