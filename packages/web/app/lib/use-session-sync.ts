import { useEffect } from "react";
import { clearMergeReport } from "./merge-report";
import { clearSessionScopedCaches } from "./session-caches";
import { subscribeSessionChanges } from "./session-sync";

const reloadPage = () => window.location.reload();

/**
 * Another tab signed in or out: this tab's session-storage caches belong to the old session, and
 * so does the page on show. Drop them and load the page again (the server renders the new header).
 */
export function useSessionSync(reload: () => void = reloadPage): void {
  useEffect(
    () =>
      subscribeSessionChanges((kind) => {
        clearSessionScopedCaches();
        if (kind === "signed-out") clearMergeReport();
        reload();
      }),
    [reload],
  );
}
