import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

/** The CSP nonce on the server; undefined in the browser, which never needs it again. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
