// The per-route flags that routes set and the security-headers plugin reads: declared here, below both, so a
// module never imports a plugin to mark its routes.
declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's pages may be framed by the app's own pages (frame-ancestors 'self'). */
    frameableBySameOrigin?: boolean;
    /** This route answers an API call with JSON (defineCall): the headers of a JSON answer. */
    jsonAnswer?: boolean;
  }
}

/**
 * The route options of a page that the app's own pages may frame (the sandbox gateway's payment page,
 * shown inside the web app's /gateway route); every other response may be framed by nobody.
 */
export const FRAMEABLE_BY_SAME_ORIGIN = { config: { frameableBySameOrigin: true } };
