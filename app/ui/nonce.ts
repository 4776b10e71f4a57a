import { createContext, useContext } from "react";

/** Stands in for the nonce in prerendered HTML; the server swaps in a fresh one per response. */
export const PRERENDER_NONCE = "__csp_nonce__";

export const NonceContext = createContext<string | undefined>(undefined);

/** The CSP nonce on the server; undefined in the browser, which never needs it again. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
