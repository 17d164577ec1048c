import type { Context } from 'hono';
import { API_LANGUAGE_OF_LOCALE, API_LANGUAGES, type ApiLanguage } from '@exchange/contract/market';
import type { AppEnv } from './env';
import { invalidInput } from './errors';

/** The `application-language` header as an API language: an API code as is, a locale code mapped; en when absent; anything else a 400. */
export function requestLanguage(c: Context<AppEnv>): ApiLanguage {
  const raw = c.req.header('application-language');
  if (raw === undefined || raw === '') return 'en';
  if ((API_LANGUAGES as readonly string[]).includes(raw)) return raw as ApiLanguage;
  const mapped = (API_LANGUAGE_OF_LOCALE as Record<string, ApiLanguage | undefined>)[raw.toLowerCase()];
  if (mapped) return mapped;
  throw invalidInput('application-language is not a known language');
}
