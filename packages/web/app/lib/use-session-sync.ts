import { useEffect } from "react";

const reloadPage = () => window.location.reload();

/**
 * Another tab signed in or out: this tab's session-storage caches belong to the old session, and
 * so does the page on show. Drop them and load the page again (the server renders the new header).
 * The listener loads after hydration: nothing of it is needed for the first view.
 */
export function useSessionSync(reload: () => void = reloadPage): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let mounted = true;
    void Promise.all([import("./session-sync"), import("./session-caches"), import("./merge-report")]).then(
      ([{ subscribeSessionChanges }, { clearSessionScopedCaches }, { clearMergeReport }]) => {
        if (!mounted) return;
        stop = subscribeSessionChanges((kind) => {
          clearSessionScopedCaches();
          if (kind === "signed-out") clearMergeReport();
          reload();
        });
      },
    );
    return () => {
      mounted = false;
      stop?.();
    };
  }, [reload]);
}
