import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { t } from '../lib/i18n';

/** The router's error screen: 'Unexpected Application Error!' with the error's message or status text. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? error.statusText || String(error.status)
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center" role="alert">
      <h1 className="text-2xl font-bold">{t('Unexpected Application Error!')}</h1>
      <p className="mt-3 text-muted">{detail}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {t('Try again')}
        </button>
        <Link to="/" className="btn-secondary" reloadDocument>
          {t('Go to the home page')}
        </Link>
      </div>
    </section>
  );
}
