// The client error log's path and limits, apart from its schema: a page's script reads these, and
// a file of only constants keeps the schema library out of every page's first download.

/** Where pages send their errors (the spec's /log under the cart's base path). */
export const CLIENT_LOG_PATH = "/cc/api/log";
/** The spec's timeout for the log call; a slower answer is given up on. */
export const CLIENT_LOG_TIMEOUT_MS = 1000;
/** Reports one browser address may send per minute; more are answered 429 and not stored. */
export const CLIENT_LOG_PER_MINUTE = 10;
/** Reports the whole store takes per minute, whoever sends them. */
export const CLIENT_LOG_PER_MINUTE_ALL = 300;

export const CLIENT_LOG_LIMITS = { msg: 500, error: 4000, info: 4000, pageUrl: 2048, userAgent: 512 } as const;
