import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "domain", include: ["packages/domain/src/**/*.test.ts"], environment: "node" } },
      { test: { name: "gateway", include: ["packages/gateway/src/**/*.test.ts"], environment: "node" } },
      {
        // Component and client-state tests of the storefront, in a simulated DOM.
        test: { name: "web", include: ["packages/web/app/**/*.test.{ts,tsx}"], environment: "happy-dom" },
      },
      {
        test: {
          name: "server",
          include: ["packages/server/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
