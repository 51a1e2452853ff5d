// The browser's device fingerprint (cart.md section 5): what the browser says about itself,
// read once per page. The cart client attaches it to its non-GET bodies through
// withDeviceFingerprint (@quire/domain), which leaves it off when it is over 11,000 characters.

let cached: string | null | undefined;

export function deviceFingerprint(): string | null {
  if (cached !== undefined) return cached;
  if (typeof navigator === "undefined" || typeof window === "undefined") return null;
  try {
    const screenInfo = typeof screen === "undefined" ? null : [screen.width, screen.height, screen.colorDepth];
    cached = JSON.stringify({
      ua: navigator.userAgent,
      lang: navigator.languages?.join(",") ?? navigator.language,
      platform: navigator.platform,
      cores: navigator.hardwareConcurrency ?? null,
      screen: screenInfo,
      tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
      dpr: window.devicePixelRatio ?? 1,
    });
  } catch {
    cached = null;
  }
  return cached;
}
