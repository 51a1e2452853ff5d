import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(root, `.tmp/e2e-data-${port}`);
// Debian's Chromium, lightest first. chromium-headless-shell (Debian's build of Chromium's headless
// shell, what Playwright itself runs headless) has no browser window to composite and spends much
// less CPU per page on a 2-core machine; .ci/run installs it. Without it, the full browser, started
// directly: /usr/bin/chromium is a launcher script that adds the distribution's default flags (GPU
// rasterization among them) before starting the browser in /usr/lib/chromium.
const debianBrowsers = ["/usr/lib/chromium/chromium-headless-shell", "/usr/lib/chromium/chromium"];
const chromium = process.env.CHROMIUM_PATH ?? debianBrowsers.find((browser) => fs.existsSync(browser)) ?? "/usr/bin/chromium";

const NO_JS = "*.nojs.spec.ts";

export default defineConfig({
  testDir: here,
  testMatch: "*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // E2E_SLOW_STEPS=1 also prints every step of a second or more, to see where a slow run waits
  reporter: process.env.E2E_SLOW_STEPS ? [["list"], [path.join(here, "slow-steps-reporter.ts")]] : [["list"]],
  // product, cart and confirmation pages carry recommendation rails (decision 049): axe needs longer there
  timeout: 120_000,
  // An expectation ends as soon as it holds: the limit only decides how long a loaded CI machine
  // (two shards and their stores on two cores) may take to show what a test waits for.
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace costs every journey time whether it fails or not: on when asked (E2E_TRACE=on,
    // or retain-on-failure), a screenshot of the page on failure always.
    trace: (process.env.E2E_TRACE as "on" | "retain-on-failure" | undefined) ?? "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: fs.existsSync(chromium) ? chromium : undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        // Debian's launcher turns GPU rasterization on; without a GPU that is rasterizing in a GL
        // emulator on the CPU, which made every journey slower
        "--disable-gpu-rasterization",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  // Journeys run at the large width (lg). Those tagged @responsive (layouts that change with the
  // width: filters, header, overlay, drawer, cart) or @phone (a layout that matters on a phone) run
  // at the phone width (xs) too; the middle breakpoints, md and sm, where the same components only
  // reflow, are walked through by breakpoints.spec.ts. The no-JavaScript journeys (*.nojs.spec.ts)
  // run once, with JavaScript off.
  projects: [
    { name: "lg", testIgnore: NO_JS, use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } },
    {
      name: "xs",
      grep: /@responsive|@phone/,
      testIgnore: NO_JS,
      use: { browserName: "chromium", viewport: { width: 375, height: 740 }, hasTouch: true },
    },
    {
      name: "nojs",
      testMatch: NO_JS,
      use: { browserName: "chromium", viewport: { width: 375, height: 740 }, javaScriptEnabled: false },
    },
  ],
  webServer: {
    // A fresh store per run: its own SQLite file with a smaller demo catalogue.
    command: `rm -rf "${dataDir}" && node --import tsx packages/server/src/main.ts`,
    cwd: root,
    url: `http://localhost:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      // as production runs: React renders pages without its development checks
      NODE_ENV: "production",
      QUIRE_DATA_DIR: dataDir,
      QUIRE_DEMO_PRODUCTS: "2000",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
