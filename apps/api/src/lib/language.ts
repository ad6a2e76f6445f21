import { languageOfAcceptLanguage, type TContentLanguage } from '@rihla/shared/rules/content-language';
import type { FastifyRequest } from 'fastify';

/**
 * The one place the API reads a request's language (decision 102): its Accept-Language header's first tag. Every
 * storefront read answers in it, and every cached answer is kept per language.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): TContentLanguage {
  return languageOfAcceptLanguage(request.headers['accept-language']);
}

/** The Vary header of an answer that depends on the language (and, cached, on the encoding). */
export const VARY_LANGUAGE = 'accept-language';
