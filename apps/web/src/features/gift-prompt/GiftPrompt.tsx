import { getTranslations } from 'next-intl/server';
import { HTML_LANG } from '@exchange/sites/locales';
import type { RequestContext } from '@/lib/request/request-context';
import { getHref } from '@/lib/nav/server-href';
import { GiftPromptIsland } from './GiftPromptIsland';
import { GIFT_AMOUNT_USD, offersGiftOn } from './gift-rules';

/**
 * The mobile sign-up gift prompt (spec doc 2 §2, §4, §6), mounted by the layout: rendered only for
 * visitors who are not logged in, on sites whose record has `giftPrompt` and allows sign-up, off the
 * sign-in pages. The
 * island decides in the browser (phone width, the day's count); the dialog's code loads only when
 * it shows.
 */
export async function GiftPrompt({ ctx }: { ctx: RequestContext }) {
  const { site, user } = ctx;
  if (!site.giftPrompt || user.is_login || site.hide.register || site.hide.loginSignup || !offersGiftOn(ctx.path)) return null;
  const t = await getTranslations('giftPrompt');
  const to = await getHref();
  // '$10,000+' as the locale writes a whole number of US dollars
  const amount = new Intl.NumberFormat(HTML_LANG[ctx.locale], { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(GIFT_AMOUNT_USD);
  return (
    <GiftPromptIsland
      labels={{
        headline: t('headline', { amount }),
        body: t('body', { brand: site.brandName }),
        claimWeb: t('claimWeb'),
        claimApp: t('claimApp'),
        close: t('close'),
      }}
      signupHref={to('/signup')}
      {...(site.hide.appDownload ? {} : { appHref: to('/mobileapp') })}
    />
  );
}
