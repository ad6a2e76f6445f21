import { MAP_EMBED_SOURCES } from '@rihla/shared/rules/page-sources';

type TDirectives = Record<string, string[]>;

/** What of the configuration the policy depends on. */
type TConfig = { publicUrl: string; env: string };

/**
 * The Content-Security-Policy of every response. Scripts only from this origin, never inline (the built web
 * app and the Swagger UI load every script from a file). Styles allow 'unsafe-inline': React Router,
 * Radix's scroll lock and react-toastify insert <style> elements at run time and the sandbox gateway page
 * carries its own; a style cannot run script, and the HTML we render is sanitised. See decision 008.
 */
export function contentSecurityPolicy(config: TConfig, frameAncestors: string[] = ["'none'"]): TDirectives {
  const directives: TDirectives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", ...MAP_EMBED_SOURCES],
    'frame-ancestors': frameAncestors,
    // The gateway's card form posts to this origin, then redirects to PUBLIC_URL/transactionStatus.
    'form-action': unique(["'self'", new URL(config.publicUrl).origin]),
    'manifest-src': ["'self'"],
  };
  if (config.env === 'production') directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * The page policy as its header's value, with more places its forms may go: the payments' page that sends the
 * browser on to a real gateway's hosted page adds that gateway's origin (decision 078).
 */
export function contentSecurityPolicyHeader(
  config: TConfig,
  frameAncestors: string[],
  moreFormActions: string[] = [],
): string {
  const directives = contentSecurityPolicy(config, frameAncestors);
  directives['form-action'] = unique([...(directives['form-action'] ?? []), ...moreFormActions]);
  return Object.entries(directives)
    .map(([name, values]) => (values.length > 0 ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
