import { useRouteLoaderData } from "react-router";

/**
 * The hidden field that lets the server accept a page's form post: it must equal the browser's
 * quire_csrf cookie, which another site can neither read nor set. The root loader reads it again
 * after every post, so a token rotated at sign-in or sign-out is the one rendered next.
 */
export function CsrfField() {
  const root = useRouteLoaderData("root") as { csrfToken?: string } | undefined;
  return <input type="hidden" name="csrf" value={root?.csrfToken ?? ""} />;
}
