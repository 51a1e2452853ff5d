import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(root, `.tmp/e2e-data-${port}`);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: here,
  testMatch: "*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: fs.existsSync(chromium) ? chromium : undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "lg", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } },
    { name: "md", use: { browserName: "chromium", viewport: { width: 900, height: 1000 } } },
    { name: "sm", use: { browserName: "chromium", viewport: { width: 700, height: 1000 }, hasTouch: true } },
    { name: "xs", use: { browserName: "chromium", viewport: { width: 375, height: 740 }, hasTouch: true } },
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
      QUIRE_DATA_DIR: dataDir,
      QUIRE_DEMO_PRODUCTS: "2000",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
