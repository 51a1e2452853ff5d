// @vitest-environment node
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The lint rules that keep features apart (docs/decisions/012-feature-boundaries.md), run through
// ESLint's own API on code given the path of an existing file. Import cycles are checked for every
// package by the server's module-boundaries test (scripts/lib/import-cycles.mjs).

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const eslint = new ESLint({ cwd: repo });

async function lintErrors(rule: string, code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const boundaryErrors = (code: string, filePath: string) => lintErrors("no-restricted-imports", code, filePath);

// The first lint loads the TypeScript parser and follows imports from disk: seconds on a busy machine.
describe("feature boundaries", { timeout: 60_000 }, () => {
  it("fail lint on an import from another feature", async () => {
    const errors = await boundaryErrors(
      'import { SignInForm } from "../../session/components/sign-in-form";\nexport const form = SignInForm;\n',
      "packages/web/app/features/cart/components/coupon-form.tsx",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/A feature does not import another feature/);
  });

  it("fail lint on a feature importing root.tsx", async () => {
    const errors = await boundaryErrors(
      'import { links } from "../../../root";\nexport const l = links;\n',
      "packages/web/app/features/layout/components/site-footer.tsx",
    );
    expect(errors[0]).toMatch(/Features do not import root.tsx/);
  });

  it("fail lint on app/lib importing a feature", async () => {
    const errors = await boundaryErrors(
      'import { lineTotal } from "../features/cart/components/cart-line";\nexport const t = lineTotal;\n',
      "packages/web/app/lib/cart-cache.ts",
    );
    expect(errors).toHaveLength(1);
  });

  it("let a feature import its own files, app/lib, app/ui and the domain package", async () => {
    const errors = await boundaryErrors(
      [
        'import { formatCents } from "@quire/domain";',
        'import { writeCartCount } from "../../../lib/cart-cache";',
        'import { CsrfField } from "../../../ui/csrf-field";',
        'import { CouponForm } from "./coupon-form";',
        "export const all = [formatCents, writeCartCount, CsrfField, CouponForm];",
        "",
      ].join("\n"),
      "packages/web/app/features/cart/components/order-summary.tsx",
    );
    expect(errors).toEqual([]);
  });
});
