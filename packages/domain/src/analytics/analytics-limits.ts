// The first-party collector's path and limits, apart from its schema: a page's script reads these,
// and a file of only constants keeps the schema library out of every page's first download.

export const ANALYTICS_COLLECT_PATH = "/api/analytics/collect";
/** Events one batch may carry; a page flushes long before this. */
export const ANALYTICS_MAX_BATCH = 25;
/** The largest collect body; bigger is refused unread (413). */
export const ANALYTICS_MAX_BODY_BYTES = 32 * 1024;
/** An event's own fields as stored: JSON text cut to this many characters. */
export const ANALYTICS_MAX_PAYLOAD = 2000;
/** Batches one browser address may send a minute; more are answered 429 and not stored. */
export const ANALYTICS_BATCHES_PER_MINUTE = 30;
/** Beacons one browser address may send a minute (tiles fire one per impression); more are dropped. */
export const ANALYTICS_BEACONS_PER_MINUTE = 600;
/** How often a page flushes its queue while open. */
export const ANALYTICS_FLUSH_MS = 5000;
