import { createContext, useContext } from "react";

/** Stands in for the nonce in public pages rendered once for everyone (server/public-pages.ts). */
export const PRERENDER_NONCE = "__csp_nonce__";

export const NonceContext = createContext<string | undefined>(undefined);

/** The CSP nonce on the server; undefined in the browser, which never needs it again. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
