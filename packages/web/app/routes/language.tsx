import { redirect } from "react-router";
import { languageCookie } from "@quire/domain";
import type { Route } from "./+types/language";

// /es and /en (decision 041): the header's "En español" and "English". The choice is remembered in
// the quire_lang cookie and the shopper lands on the home page in that language. A plain GET with a
// redirect, so it works before any script and from a shared link.

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = url.pathname.replace(/\/+$/, "") === "/es" ? "es" : "en";
  return redirect("/", {
    status: 303,
    headers: { "Set-Cookie": languageCookie(language, url.protocol === "https:"), "Cache-Control": "no-store" },
  });
}
