import type { Messages } from '@/i18n/messages';

/**
 * The catalog parts the second-factor field needs in a client (SecondFactorField: the code's
 * label; PasskeyFactor: the passkey option and its problems), for a page's NextIntlClientProvider.
 */
export function secondFactorMessages(messages: Messages) {
  return {
    securitySettings: { secondFactor: messages.securitySettings.secondFactor },
    passkeys: { factor: messages.passkeys.factor, problem: messages.passkeys.problem },
  };
}
