import { getRequestConfig } from 'next-intl/server';
import { getRequestContext } from '@/lib/request/request-context';
import { loadMessages } from './messages';

/** next-intl reads the locale from our request context: proxy.ts routes locales per sub-site. */
export default getRequestConfig(async () => {
  const { locale } = await getRequestContext();
  return { locale, messages: await loadMessages(locale) };
});
