import { configure } from "@testing-library/react";
import { vi } from "vitest";

// A component test waits for what the user would see (a lazy drawer, an answer), not for a clock:
// on a loaded machine a lazy chunk can take seconds to import, so the waits give it ample time and
// still end as soon as the thing appears.
configure({ asyncUtilTimeout: 15_000 });

// Test files share a worker (isolate: false, for speed): each file starts with the document's
// body, cookies and storage empty, as it did in a fresh environment.
function clearDocumentState(): void {
  // some files run in Node (@vitest-environment node): there is no document to clear
  if (typeof document === "undefined") return;
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (!name) continue;
    document.cookie = `${name}=; max-age=0; path=/`;
    document.cookie = `${name}=; max-age=0`;
  }
  localStorage.clear();
  sessionStorage.clear();
  // and nothing another file rendered outside testing-library's cleanup (a portal, a drawer's root)
  document.body.replaceChildren();
}
clearDocumentState();
// and with the app's own modules fresh (their module-level state: queues, caches, timers); the
// libraries stay loaded, which is where the time goes
vi.resetModules();

// The Spanish words, as the server entry adds them (a Spanish page's test renders in Spanish); after
// the reset above, so the test file's own import of the i18n module is the one that holds them.
const [{ addCatalogue }, { SPANISH }] = await Promise.all([import("./lib/i18n"), import("./i18n/catalogue")]);
addCatalogue("es", SPANISH);
