import type { MergeReport } from "@quire/domain";
import { broadcast, listenToBroadcasts } from "../ui/broadcast";
import { cartSyncTabId, notifyEmbedder, type CartSyncDeps } from "./cart-sync";
import { clearMergeReport, saveMergeReport } from "./merge-report";
import { clearSessionScopedCaches } from "./session-caches";

// Signing in or out in one tab changes the session of every tab of the browser (one cookie). The
// tab that did it tells the others on the BroadcastChannel "quire-session"; they drop their own
// session-storage caches and load their page again, so nothing of the old session stays on show.

export const SESSION_CHANNEL_NAME = "quire-session";
export const SESSION_CHANGE_MESSAGE_TYPE = "quire:session-change";

export type SessionChangeKind = "signed-in" | "signed-out";

interface SessionChangeMessage {
  type: typeof SESSION_CHANGE_MESSAGE_TYPE;
  source: string;
  kind: SessionChangeKind;
}

export function publishSessionChange(kind: SessionChangeKind, deps: CartSyncDeps = {}): void {
  const message: SessionChangeMessage = { type: SESSION_CHANGE_MESSAGE_TYPE, source: cartSyncTabId, kind };
  broadcast(SESSION_CHANNEL_NAME, [message], deps.openChannel);
}

/** Calls listener when another tab signs in or out (never for this tab's own change). Returns an unsubscribe. */
export function subscribeSessionChanges(listener: (kind: SessionChangeKind) => void, deps: CartSyncDeps = {}): () => void {
  const onData = (data: unknown) => {
    if (typeof data !== "object" || data === null) return;
    const m = data as Partial<SessionChangeMessage>;
    if (m.type !== SESSION_CHANGE_MESSAGE_TYPE || typeof m.source !== "string" || m.source === cartSyncTabId) return;
    if (m.kind !== "signed-in" && m.kind !== "signed-out") return;
    listener(m.kind);
  };
  return listenToBroadcasts(SESSION_CHANNEL_NAME, onData, deps.openChannel);
}

/**
 * After a successful sign-in or account creation: the guest's caches go (the account cart
 * differs), the merge report waits for the next page, and the other tabs are told.
 */
export function afterSignIn(merge: MergeReport | null, deps: CartSyncDeps = {}): void {
  clearSessionScopedCaches();
  saveMergeReport(merge);
  publishSessionChange("signed-in", deps);
}

/** After sign-out: caches and any merge notice go, other tabs are told, an embedder sees an empty cart. */
export function afterSignOut(deps: CartSyncDeps = {}): void {
  clearSessionScopedCaches();
  clearMergeReport();
  publishSessionChange("signed-out", deps);
  notifyEmbedder(0, deps.host);
}
