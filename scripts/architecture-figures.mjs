#!/usr/bin/env node
// Figures of the code's shape (decision 063): imports that cross server modules, runtime import
// cycles, casts through unknown, long functions and the size of the docs. Prints JSON; --long N
// lists the functions over N lines.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { importCycles, resolveImport, sourceFiles } from "./lib/import-cycles.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const longArg = process.argv.indexOf("--long");
const listOver = longArg > 0 ? Number(process.argv[longArg + 1]) : null;

const isTest = (file) => /\.test\.tsx?$|[/\\]test[/\\]|test-setup|test-fixtures/.test(file);
const sources = ["domain/src", "gateway/src", "server/src", "web/app"]
  .flatMap((dir) => sourceFiles(path.join(root, "packages", dir)))
  .filter((file) => !isTest(file));

const moduleOf = (file) => /packages\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
let casts = 0;
const castSites = [];
const functions = [];
const crossModule = [];
for (const file of sources) {
  const text = fs.readFileSync(file, "utf8");
  const sf = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || (ts.isExportDeclaration(node) && node.moduleSpecifier)) {
      const target = resolveImport(file, node.moduleSpecifier.text);
      if (target) {
        const a = moduleOf(file),
          b = moduleOf(target);
        if (a && b && a !== b)
          crossModule.push({ from: a, to: b, file: path.relative(root, file), target: path.relative(root, target) });
      }
    }
    if (
      ts.isAsExpression(node) &&
      ts.isAsExpression(node.expression) &&
      node.expression.type.kind === ts.SyntaxKind.UnknownKeyword
    ) {
      casts++;
      castSites.push(`${path.relative(root, file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    }
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node) ||
      ts.isConstructorDeclaration(node)
    ) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name =
        node.name?.getText?.() ??
        (ts.isVariableDeclaration(node.parent)
          ? node.parent.name.getText()
          : ts.isPropertyAssignment(node.parent)
            ? node.parent.name.getText()
            : "(anonymous)");
      functions.push({
        name,
        file: path.relative(root, file),
        line: start + 1,
        lines: end - start + 1,
        tsx: file.endsWith(".tsx"),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
const cycles = importCycles(sources, root);

const serverFns = functions.filter((f) => f.file.startsWith("packages/server/"));
const lines = (file) => fs.readFileSync(path.join(root, file), "utf8").split("\n").length - 1;
const decisions = fs.readdirSync(path.join(root, "docs/decisions")).filter((f) => f.endsWith(".md"));
const decisionLines = decisions.map((f) => ({ f, n: lines(`docs/decisions/${f}`) }));
const figures = {
  serverCrossModuleImports: crossModule.length,
  serverCrossModulePairs: new Set(crossModule.map((c) => `${c.from}>${c.to}`)).size,
  serverImportsOfAnotherModulesInternals: crossModule.filter((c) => !/\/index\.ts$/.test(c.target)).length,
  serverImportsOfAnotherModulesRepository: crossModule.filter((c) => /repository/.test(c.target)).length,
  runtimeImportCycles: cycles.length,
  filesInCycles: cycles.reduce((n, c) => n + c.length, 0),
  castsThroughUnknown: casts,
  serverFunctionsOver100Lines: serverFns.filter((f) => f.lines > 100).length,
  serverFunctionsOver120Lines: serverFns.filter((f) => f.lines > 120).length,
  longestServerFunctions: [...serverFns]
    .sort((a, b) => b.lines - a.lines)
    .slice(0, 5)
    .map((f) => `${f.name} ${f.file}:${f.line} (${f.lines})`),
  readmeLines: lines("README.md"),
  decisionRecords: decisions.length,
  decisionLines: decisionLines.reduce((n, d) => n + d.n, 0),
  decisionsOver150Lines: decisionLines.filter((d) => d.n > 150).map((d) => `${d.f} (${d.n})`),
  appTsLines: lines("packages/server/src/app.ts"),
  globalCssLines: lines("packages/web/app/app.css"),
};
if (listOver !== null) {
  for (const f of [...serverFns].sort((a, b) => b.lines - a.lines).filter((f) => f.lines > listOver))
    console.log(`${f.lines}\t${f.file}:${f.line}\t${f.name}`);
} else if (process.argv.includes("--cycles")) {
  console.log(JSON.stringify(cycles, null, 1));
} else if (process.argv.includes("--casts")) {
  console.log(castSites.join("\n"));
} else if (process.argv.includes("--cross")) {
  for (const c of crossModule) console.log(`${c.from} -> ${c.to}\t${c.file} -> ${c.target}`);
} else console.log(JSON.stringify(figures, null, 2));
