// @vitest-environment node
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The lint rule that keeps features apart (docs/decisions/012-feature-boundaries.md), run through
// ESLint's own API on code placed where a feature's file would be.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const eslint = new ESLint({ cwd: repo });

async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("feature boundaries", () => {
  it("fail lint on an import from another feature", async () => {
    const errors = await boundaryErrors(
      'import { SignInForm } from "../../session/components/sign-in-form";\nexport const form = SignInForm;\n',
      "packages/web/app/features/cart/components/checkout-panel.tsx",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/A feature does not import another feature/);
  });

  it("fail lint on a feature importing root.tsx", async () => {
    const errors = await boundaryErrors(
      'import { links } from "../../../root";\nexport const l = links;\n',
      "packages/web/app/features/layout/components/footer-extra.tsx",
    );
    expect(errors[0]).toMatch(/Features do not import root.tsx/);
  });

  it("fail lint on app/lib importing a feature", async () => {
    const errors = await boundaryErrors(
      'import { lineTotal } from "../features/cart/components/cart-line";\nexport const t = lineTotal;\n',
      "packages/web/app/lib/cart-helpers.ts",
    );
    expect(errors).toHaveLength(1);
  });

  it("let a feature import its own files, app/lib, app/ui and the domain package", async () => {
    const errors = await boundaryErrors(
      [
        'import { formatCents } from "@quire/domain";',
        'import { cartClient } from "../../../lib/cart-client";',
        'import { CsrfField } from "../../../ui/csrf-field";',
        'import { CouponForm } from "./coupon-form";',
        "export const all = [formatCents, cartClient, CsrfField, CouponForm];",
        "",
      ].join("\n"),
      "packages/web/app/features/cart/components/cart-extra.tsx",
    );
    expect(errors).toEqual([]);
  });
});
