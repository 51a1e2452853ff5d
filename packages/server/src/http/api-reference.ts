// docs/api.md is written from the server's own OpenAPI document (npm run docs:api), so the list of
// calls a newcomer reads is the list the server answers; api-reference.test.ts fails when they differ.

interface Operation {
  summary?: string;
  tags?: string[];
}

export interface OpenApiDocument {
  info?: { title?: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** A table cell's text: one line, with the characters that would end the cell escaped. */
function cell(text: string): string {
  return text.replace(/\s+/g, " ").replace(/\|/g, "\\|").trim();
}

/** The calls of an OpenAPI document as Markdown: one table per tag, in the order the server declares them. */
export function renderApiReference(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? "other";
      const rows = byTag.get(tag) ?? [];
      rows.push(`| \`${method.toUpperCase()}\` | \`${cell(path)}\` | ${cell(op.summary ?? "")} |`);
      byTag.set(tag, rows);
    }
  }
  const lines = [
    "# The API",
    "",
    "Written by `npm run docs:api` from the server's `/api/openapi.json`; do not edit by hand. Errors are",
    "`{code, message}` with the HTTP status; every call other than GET needs the `x-csrf-token` header equal",
    "to the `quire_csrf` cookie (decision 010). Request and answer schemas are in `/api/openapi.json`.",
  ];
  for (const [tag, rows] of byTag) {
    lines.push("", `## ${tag}`, "", "| method | path | what it does |", "| --- | --- | --- |", ...rows);
  }
  return `${lines.join("\n")}\n`;
}
