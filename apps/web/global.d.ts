import type { Locale } from '@exchange/sites/locales';
import type { Messages } from './src/i18n/messages';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
