// The CSP nonce of a page that is streamed because a loader deferred data, for the inline
// scripts written as its data arrives (entry.server.tsx). A page rendered whole has none: its
// inline scripts are allowed by their hashes (ADR 54). In the browser it is always empty.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
