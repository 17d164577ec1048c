/// <reference types="next" />
/// <reference types="next/image-types/global" />
import type { Locale } from '@exchange/sites/locales';
import type { Messages } from './src/i18n/messages';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
