import type { Context } from 'hono';
import { SITE_LIST } from '@exchange/sites/sites';
import type { SiteConfig } from '@exchange/sites/types';
import { SITE_CODE_HEADER } from '@exchange/contract/headers';
import type { AppEnv } from './env';
import { invalidInput } from './errors';

/** The code of no particular site: the request's own. */
const DEFAULT_SITE_CODE = 0;

/** The codes the header may carry, ascending: the default and every site's own. */
const SITE_CODES = [...new Set([DEFAULT_SITE_CODE, ...SITE_LIST.map((s) => s.apiSiteCode)])].sort((a, b) => a - b);

/** The site each code other than the default names. */
const SITE_OF_CODE = new Map(SITE_LIST.filter((s) => s.apiSiteCode !== DEFAULT_SITE_CODE).map((s) => [String(s.apiSiteCode), s]));

/** "0, 2 or 3" */
const CODE_LIST = `${SITE_CODES.slice(0, -1).join(', ')} or ${SITE_CODES.at(-1)}`;

/**
 * The site whose markets a request gets. The host decides (as for every call); only on a site
 * whose record accepts the `application-site-code` header (the main site, which also answers hosts
 * that are no sub-site's: the API called directly) may the header pick another site by its code.
 * A sub-site host wins over the header. A header that is no site code is a 400.
 */
export function marketSite(c: Context<AppEnv>): SiteConfig {
  const raw = c.req.header(SITE_CODE_HEADER);
  const site = c.get('site');
  if (raw === undefined || raw === '') return site;
  if (!SITE_CODES.map(String).includes(raw)) throw invalidInput(`${SITE_CODE_HEADER} must be ${CODE_LIST}`);
  if (!site.acceptsSiteCodeHeader) return site;
  return SITE_OF_CODE.get(raw) ?? site;
}
