// The import cycles among source files: files that, following their runtime imports (type-only
// imports and `import()` left out, since neither runs at load), lead back to themselves. Parsing
// each file once with TypeScript's scanner takes seconds for the whole tree, where lint's
// import/no-cycle took minutes; the database suite's import-cycles test holds the tree to none.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** A relative import's file: the path as written, with .ts or .tsx, or its folder's index.ts. */
export function resolveImport(from, spec) {
  if (!spec.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Whether an import or export declaration brings only types (erased at build, so no load order). */
export function isTypeOnly(node) {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly);
}

/** Each file's runtime imports of other files in the tree. */
export function runtimeImports(files) {
  const edges = new Map();
  for (const file of files) {
    const sf = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
    const targets = new Set();
    for (const node of sf.statements) {
      const declares = ts.isImportDeclaration(node) || (ts.isExportDeclaration(node) && node.moduleSpecifier);
      if (!declares || isTypeOnly(node)) continue;
      const target = resolveImport(file, node.moduleSpecifier.text);
      if (target) targets.add(target);
    }
    edges.set(file, targets);
  }
  return edges;
}

/** The cycles (strongly connected sets of two or more files) of a file-to-imports map, by Tarjan's algorithm. */
export function cyclesOf(edges) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const indices = new Map();
  const low = new Map();
  const cycles = [];
  const strong = (v) => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!edges.has(w)) continue;
      if (!indices.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indices.get(w)));
    }
    if (low.get(v) === indices.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component);
    }
  };
  for (const v of edges.keys()) if (!indices.has(v)) strong(v);
  return cycles;
}

/** The .ts and .tsx files under a folder, leaving out dependencies, build output and migrations. */
export function sourceFiles(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (["node_modules", "build", ".react-router", "migrations"].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** The import cycles of the given files, each as paths relative to `root`. */
export function importCycles(files, root) {
  return cyclesOf(runtimeImports(files)).map((cycle) => cycle.map((file) => path.relative(root, file)));
}
