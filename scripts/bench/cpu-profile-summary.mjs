#!/usr/bin/env node
// Summarises V8 .cpuprofile files (node --cpu-prof, e.g. scripts/bench/pages.mjs --cpu-prof DIR):
// self and inclusive time per function and per file, as a share of the sampled time (idle excluded).
// Run: node scripts/bench/cpu-profile-summary.mjs <file.cpuprofile | DIR> [--top 25]
import fs from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
if (args.length === 0 || args.includes("--help")) {
  console.log("usage: node scripts/bench/cpu-profile-summary.mjs <file.cpuprofile | DIR> [--top 25]");
  process.exit(0);
}
const topIndex = args.indexOf("--top");
const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 25;
const target = args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--top");
const files = fs.statSync(target).isDirectory()
  ? fs
      .readdirSync(target)
      .filter((f) => f.endsWith(".cpuprofile"))
      .map((f) => path.join(target, f))
  : [target];

const short = (url) =>
  url
    .replace(/^file:\/\//, "")
    .replace(/^.*\/node_modules\//, "~/")
    .replace(/^.*\/packages\//, "packages/") || "(native)";

for (const file of files) {
  const profile = JSON.parse(fs.readFileSync(file, "utf8"));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // time per sample: the deltas, attributed to the node sampled
  const selfUs = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  let total = 0;
  let idle = 0;
  const fnSelf = new Map();
  const fnIncl = new Map();
  const fileSelf = new Map();
  const fileIncl = new Map();
  const key = (n) => `${n.callFrame.functionName || "(anonymous)"} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    const name = node.callFrame.functionName;
    if (name === "(idle)" || name === "(program)") {
      idle += us;
      continue;
    }
    total += us;
    fnSelf.set(key(node), (fnSelf.get(key(node)) ?? 0) + us);
    const f = short(node.callFrame.url);
    fileSelf.set(f, (fileSelf.get(f) ?? 0) + us);
    // inclusive: each function and file on the stack once per sample
    const seenFn = new Set();
    const seenFile = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur);
      const k = key(n);
      if (!seenFn.has(k)) {
        seenFn.add(k);
        fnIncl.set(k, (fnIncl.get(k) ?? 0) + us);
      }
      const fk = short(n.callFrame.url);
      if (!seenFile.has(fk)) {
        seenFile.add(fk);
        fileIncl.set(fk, (fileIncl.get(fk) ?? 0) + us);
      }
    }
  }
  const pct = (us) => `${((us / total) * 100).toFixed(1).padStart(5)}%`;
  const table = (title, self, incl, sortBy) => {
    console.log(`\n${title} (top ${top} by ${sortBy === self ? "self" : "inclusive"} time)`);
    console.log("   self  inclusive  name");
    for (const [k] of [...sortBy].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`${pct(self.get(k) ?? 0)}  ${pct(incl.get(k) ?? 0)}     ${k}`);
  };
  console.log(
    `${path.basename(file)}: ${(total / 1e6).toFixed(1)} s busy, ${(idle / 1e6).toFixed(1)} s idle or in the program itself`,
  );
  table("functions", fnSelf, fnIncl, fnSelf);
  table("functions", fnSelf, fnIncl, fnIncl);
  table("files", fileSelf, fileIncl, fileSelf);
}
