import type { HeaderFooterData } from "../header-footer/types";
import type { SessionToken } from "./session-token";

// In-process readers the server hands to page loaders (like CartReader): pages never call the
// app's own HTTP API while rendering.

export interface SessionReader {
  /** the session token of the browser that sent these cookies (the guest token when none) */
  read(cookieHeader: string | null): Promise<SessionToken>;
}

export interface HeaderFooterReader {
  /** header and footer for this browser on this path (path includes the query string) */
  read(cookieHeader: string | null, path: string): Promise<HeaderFooterData>;
}
