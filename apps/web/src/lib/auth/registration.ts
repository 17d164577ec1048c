'use client';
import { useCallback } from 'react';
import { useClientContext } from '@/lib/request/client-context';
import { useOverlayActions } from '@/lib/overlays/overlays';
import { trackClick } from '@/lib/telemetry/tracking';

/**
 * Why a visitor is asked to sign up: the modal's message says what the account is for.
 * `chatroom`: taking part in the chatroom (its messages carry an account's name);
 * `account`: any other action that needs an account.
 */
export type RegistrationReason = 'chatroom' | 'account';

/**
 * The one way a feature asks a visitor to sign up or log in (spec doc 2 §2 "Registration modal",
 * §6 "Visitor: sees … login or registration prompts"): returns `open(reason, opener?)`, which
 * opens the registration modal (mounted once by the layout) through the site's overlays; focus
 * returns to `opener` (default: the focused control) when it closes. It returns null for a
 * logged-in user, and on a site that offers no log-in or sign-up: the caller then does the action
 * itself.
 *
 * ```tsx
 * const askToSignUp = useRegistrationPrompt();
 * onClick={(e) => (askToSignUp ? askToSignUp('account', e.currentTarget) : doIt())}
 * ```
 */
export function useRegistrationPrompt(): ((reason: RegistrationReason, opener?: HTMLElement | null) => void) | null {
  const { user, site } = useClientContext();
  const { open } = useOverlayActions();
  const prompt = useCallback(
    (reason: RegistrationReason, opener?: HTMLElement | null) => {
      trackClick(`registration:${reason}`, 'registration:open');
      open({ kind: 'registration', reason }, opener);
    },
    [open],
  );
  return user.is_login || site.hide.loginSignup ? null : prompt;
}
