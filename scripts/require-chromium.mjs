#!/usr/bin/env node
// `npm test` ends with the browser journeys, which drive Debian's Chromium: without it, say so in
// one line before any other work, rather than after the unit and database suites.
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(
    `npm test needs Chromium at ${chromium}: run \`apt-get install -y chromium\` (or set CHROMIUM_PATH), then npm test again.`,
  );
  process.exit(1);
}
