import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { importCycles, sourceFiles } from "../../../scripts/lib/import-cycles.mjs";

// The lint rules that keep server modules apart (each imported only through its index.ts), run
// through ESLint's own API on code given the path of an existing file; and the check that keeps
// every package free of import cycles (scripts/lib/import-cycles.mjs).

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const eslint = new ESLint({ cwd: repo });

async function lintErrors(rule: string, code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const boundaryErrors = (code: string, filePath: string) => lintErrors("no-restricted-imports", code, filePath);

// The first lint loads the TypeScript parser and follows imports from disk: seconds on a busy machine.
describe("server module boundaries", { timeout: 120_000 }, () => {
  it("fail lint on a module reaching into another module's repository", async () => {
    const errors = await boundaryErrors(
      'import * as cartRepo from "../cart/cart.repository";\nexport const find = cartRepo.findCartOf;\n',
      "packages/server/src/modules/checkout/orders.service.ts",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/A server module is imported only through its index/);
  });

  it("fail lint on a module's subfolder reaching into another module's service", async () => {
    const errors = await boundaryErrors(
      'import { CatalogueService } from "../../catalogue/catalogue.service";\nexport const c = CatalogueService;\n',
      "packages/server/src/modules/recommendations/engine/engine.service.ts",
    );
    expect(errors).toHaveLength(1);
  });

  it("fail lint on a file outside the modules reaching past a module's index", async () => {
    const errors = await boundaryErrors(
      'import { cartAdds } from "../modules/ops/metrics";\nexport const c = cartAdds;\n',
      "packages/server/src/http/page-cache.ts",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/A server module is imported only through its index/);
  });

  it("fail lint on a module's file importing its own index", async () => {
    const errors = await boundaryErrors(
      'import { CartService } from ".";\nexport const c = CartService;\n',
      "packages/server/src/modules/cart/cart-budget.ts",
    );
    expect(errors[0]).toMatch(/not their own index/);
  });

  it("let a module import another's index, its own files, http/, lib/ and the domain package", async () => {
    const errors = await boundaryErrors(
      [
        'import { formatCents } from "@quire/domain";',
        'import { AppError } from "../../http/errors";',
        'import { TtlCache } from "../../lib/ttl-cache";',
        'import { cartRows } from "../cart";',
        'import * as repo from "./checkout.repository";',
        "export const all = [formatCents, AppError, TtlCache, cartRows, repo];",
        "",
      ].join("\n"),
      "packages/server/src/modules/checkout/orders.service.ts",
    );
    expect(errors).toEqual([]);
  });
});

describe("import cycles", () => {
  const packages = ["domain/src", "gateway/src", "server/src", "web/app"].map((dir) => path.join(repo, "packages", dir));

  it("none among the storefront's and the server's files (runtime imports, tests included)", () => {
    expect(
      importCycles(
        packages.flatMap((dir) => sourceFiles(dir)),
        repo,
      ),
    ).toEqual([]);
  });

  it("are found: two files that import each other, and a type-only import that is not one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quire-cycle-check-"));
    try {
      fs.writeFileSync(path.join(dir, "a.ts"), 'import { b } from "./b";\nexport const a = () => b();\n');
      fs.writeFileSync(path.join(dir, "b.ts"), 'import { a } from "./a";\nexport const b = () => String(a);\n');
      fs.writeFileSync(path.join(dir, "c.ts"), 'import type { D } from "./d";\nexport type C = D;\n');
      fs.writeFileSync(path.join(dir, "d.ts"), 'import type { C } from "./c";\nexport type D = C | string;\n');
      const cycles = importCycles(sourceFiles(dir), dir).map((cycle) => [...cycle].sort());
      expect(cycles).toEqual([["a.ts", "b.ts"]]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
