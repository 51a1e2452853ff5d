import { createContext, useContext } from "react";

// What the server entry hands the document as it renders: the response's nonce.

// The Content-Security-Policy nonce of this response (set in entry.server.tsx from the load
// context). Inline scripts without it do not run; in the browser after hydration it is undefined,
// which is fine: scripts React Router adds later are loaded from our own origin.
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
