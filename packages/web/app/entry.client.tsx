import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { languageOf } from "@quire/domain";
import { loadCatalogue } from "./lib/i18n";

// React Router's default client entry, after the page's language's words: a page in Spanish loads
// the Spanish catalogue (its own chunk) before it hydrates, so what hydrates matches what the
// server wrote; an English page loads none.
async function hydrate() {
  await loadCatalogue(languageOf({ query: document.documentElement.lang }));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
void hydrate();
