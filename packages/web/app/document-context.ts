import { createContext, useContext } from "react";

// What the server entry hands the document as it renders: the response's nonce and the inline styles.

// The Content-Security-Policy nonce of this response (set in entry.server.tsx from the load
// context). Inline scripts without it do not run; in the browser after hydration it is undefined,
// which is fine: scripts React Router adds later are loaded from our own origin.
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}

// The site's stylesheet, written inline in the page's head (one less render-blocking request). Only
// the server entry imports it, so the browser's JavaScript does not carry a second copy of the CSS:
// in the browser, the element's text is read back from the page the server sent.
export const PAGE_STYLES_ID = "quire-styles";
export const PageStylesContext = createContext<string | undefined>(undefined);
let stylesFromPage: string | undefined;

export function usePageStyles(): string {
  const fromServer = useContext(PageStylesContext);
  if (fromServer !== undefined) return fromServer;
  if (typeof document === "undefined") return "";
  stylesFromPage ??= document.getElementById(PAGE_STYLES_ID)?.textContent ?? "";
  return stylesFromPage;
}
