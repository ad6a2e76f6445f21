import { Spinner } from '../../components/ui/spinner';
import { t } from '../../lib/i18n';
import { useUiState } from '../../lib/ui-state';

/** The global loader overlay: shown while the loading flag is set. */
export function LoaderOverlay() {
  const { loader } = useUiState();
  if (!loader) return null;
  return (
    <div className="fixed inset-0 z-[100] grid place-items-center bg-white/70" role="status" aria-live="polite">
      <Spinner size={40} />
      <span className="sr-only">{t('Loading')}</span>
    </div>
  );
}
