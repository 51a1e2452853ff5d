import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../test/test-browser";
import { type TestServer, startTestServer } from "../test/test-server";
import { type OpenApiDocument, renderApiReference } from "./api-reference";

const docsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../docs/api.md");

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 40 });
});
afterAll(async () => {
  await server.close();
});

describe("docs/api.md", () => {
  it("lists every call the server answers, as /api/openapi.json describes it (npm run docs:api writes it)", async () => {
    const reply = await new TestBrowser(server.baseUrl).call("GET", "/api/openapi.json");
    expect(reply.status).toBe(200);
    const written = fs.readFileSync(docsFile, "utf8");
    expect(written, "docs/api.md is out of date: run npm run docs:api").toBe(renderApiReference(reply.body as OpenApiDocument));
    expect(written).toContain("| `POST` | `/cc/api/checkout/default/item` |");
  });
});

describe("renderApiReference", () => {
  it("makes one table per tag with a row per method, escaping what would end a cell", () => {
    const text = renderApiReference({
      paths: {
        "/a": { get: { summary: "Reads a", tags: ["one"] }, post: { summary: "Writes a | or b\n now", tags: ["one"] } },
        "/b": { delete: { tags: ["two"] } },
      },
    });
    expect(text).toContain(
      "## one\n\n| method | path | what it does |\n| --- | --- | --- |\n| `GET` | `/a` | Reads a |\n| `POST` | `/a` | Writes a \\| or b now |",
    );
    expect(text).toContain("## two\n\n| method | path | what it does |\n| --- | --- | --- |\n| `DELETE` | `/b` |  |");
  });
});
