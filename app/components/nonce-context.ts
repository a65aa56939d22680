// The CSP nonce of the response being rendered, for React Router's inline scripts. Only the
// server knows it; in the browser it is empty (browsers hide nonces from the DOM anyway).
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
