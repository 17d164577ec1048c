'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { SecondFactorMethods } from '@/lib/account/second-factor';

/** Before anything says otherwise: an authenticator, as money out always asked for one. */
const DEFAULT_METHODS: SecondFactorMethods = { totp: true, passkey: false };

const MethodsContext = createContext<SecondFactorMethods>(DEFAULT_METHODS);

/** The account's second factors for the money-out confirmations below (the page reads them on the server). */
export function ConfirmMethodsProvider({ methods, children }: { methods: SecondFactorMethods; children: ReactNode }) {
  return <MethodsContext.Provider value={methods}>{children}</MethodsContext.Provider>;
}

export function useConfirmMethods(): SecondFactorMethods {
  return useContext(MethodsContext);
}
