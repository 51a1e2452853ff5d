// The header's welcome line, apart from the rest of the header's text: every page's first load
// carries it.

const NAME_LIMIT = { popup: 10, header: 18 } as const;

/** The sign-in name, trimmed and cut to 10 code points in a popup, 18 elsewhere (no ellipsis). */
export function welcomeName(firstName: string | null | undefined, where: "popup" | "header"): string {
  if (typeof firstName !== "string") return "";
  // Cutting by code points keeps an emoji or accented letter from being split in half; the
  // trailing trim stops a cut at a space leaving "Mary Ann " with a dangling blank.
  return Array.from(firstName.trim()).slice(0, NAME_LIMIT[where]).join("").trimEnd();
}

/** "Hi, {name}" (or "Hi there") when signed in, "Sign in" for guests, so the two are told apart. */
export function welcomeMessage(welcome: { isLoggedIn: boolean; firstName: string | null }, where: "popup" | "header"): string {
  if (!welcome.isLoggedIn) return "Sign in";
  const name = welcomeName(welcome.firstName, where);
  return name === "" ? "Hi there" : `Hi, ${name}`;
}
