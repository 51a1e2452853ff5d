// The cart's context token this page holds in memory: the one the latest add's answer carried.
// The cookie is HttpOnly, so this is what the stored tokens are compared with (cart.md: stored
// tokens must match each other and the in-memory one, else the cached cart data is dropped).

let latest: string | null = null;

export function latestContextToken(): string | null {
  return latest;
}

export function holdContextToken(token: string | null | undefined): void {
  const value = token?.trim();
  if (value) latest = value;
}
