import 'server-only';
import { href } from './href';
import { getRequestContext } from '@/lib/request/request-context';

/** `href()` bound to this request's locale and site, for server components. */
export async function getHref(): Promise<(path: string) => string> {
  const { locale, site } = await getRequestContext();
  return (path: string) => href(path, locale, site.defaultLocale);
}
