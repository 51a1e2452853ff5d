import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"], environment: "node", isolate: false } },
      { test: { name: "gateway", include: ["packages/gateway/src/**/*.test.ts"], environment: "node", isolate: false } },
      {
        // Component and client-state tests of the storefront, in a simulated DOM.
        test: {
          name: "web",
          include: ["packages/web/app/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          isolate: false,
          setupFiles: ["packages/web/app/test-setup.ts"],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "server",
          include: ["packages/server/src/**/*.test.ts"],
          environment: "node",
          isolate: false,
          globalSetup: ["packages/server/src/test/test-templates.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
