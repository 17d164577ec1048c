import { Hono } from 'hono';
import { complianceCheck } from '@exchange/contract/compliance';
import { complianceFor } from '../domain/compliance';
import { ruleCountry } from '../domain/countries';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { readInput } from '../http/input';

export function complianceRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /**
   * Compliance check (public): the rule of the request's site for the request's country (a
   * logged-in user's profile country, a guest's location), merged with the user's own state
   * (domain/compliance.ts complianceFor).
   */
  serve(app, complianceCheck, async (c) => {
    const { lang } = await readInput(c, complianceCheck);
    const { db, location, site } = c.var;
    const account = c.var.session?.user ?? null;
    const country = await ruleCountry(db, account, location);
    return answer(c, complianceCheck, { code: 0, message: '', data: await complianceFor(db, { siteKey: site.key, country, lang, account }) });
  });

  return app;
}
