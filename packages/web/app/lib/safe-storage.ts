// Web Storage that never throws. Storage can be missing (server render), blocked (privacy
// settings, sandboxed frames: touching window.sessionStorage throws SecurityError), full
// (QuotaExceededError on write) or hold garbage another script left. Every failure reads as
// "nothing stored" or "not written", so a cache can only cost a refetch, never break a page.

export type StorageArea = "session" | "local";

function storageFor(area: StorageArea): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return area === "session" ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(area: StorageArea, key: string): string | null {
  try {
    return storageFor(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** false when the value could not be stored (no storage, blocked, full). */
export function writeItem(area: StorageArea, key: string, value: string): boolean {
  try {
    const storage = storageFor(area);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(area: StorageArea, key: string): void {
  try {
    storageFor(area)?.removeItem(key);
  } catch {}
}

/** The parsed value, or null when absent or not JSON. Callers still check its shape. */
export function readJson(area: StorageArea, key: string): unknown {
  const raw = readItem(area, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** false when the value cannot be serialised (a cycle, a BigInt) or stored. */
export function writeJson(area: StorageArea, key: string, value: unknown): boolean {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return text === undefined ? false : writeItem(area, key, text);
}
