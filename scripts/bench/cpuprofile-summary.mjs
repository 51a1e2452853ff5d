#!/usr/bin/env node
// Sums a V8 .cpuprofile (node --cpu-prof) per function and per file: self time (samples where the function
// itself ran) and inclusive time (samples with the function anywhere on the stack), as % of all samples
// with idle and GC shown apart; a directory (scripts/bench/pages.mjs --cpu-prof DIR) gives one summary per
// process. Used for the profile figures of decisions 051 and 053.
//
//   node scripts/bench/cpuprofile-summary.mjs <file.cpuprofile | DIR> [--top 25] [--filter text] [--skip-sec 5]
// --skip-sec leaves out the first seconds of the profile (start-up: module loading, migrations).
import fs from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const file = args.find((a, i) => !a.startsWith("--") && !(args[i - 1] ?? "").startsWith("--"));
if (!file || args.includes("--help")) {
  console.log("usage: node scripts/bench/cpuprofile-summary.mjs <file.cpuprofile | DIR> [--top 25] [--filter text]");
  process.exit(file ? 0 : 2);
}
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const top = Number(opt("top", "25"));
const filter = opt("filter", null);
const skipUs = Number(opt("skip-sec", "0")) * 1e6;

const files = fs.statSync(file).isDirectory()
  ? fs
      .readdirSync(file)
      .filter((f) => f.endsWith(".cpuprofile"))
      .map((f) => path.join(file, f))
  : [file];
for (const profileFile of files) summarise(profileFile);

function summarise(profileFile) {
  const profile = JSON.parse(fs.readFileSync(profileFile, "utf8"));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  // time per sample: the deltas (microseconds); samples[i] took timeDeltas[i+1]
  const weight = new Map();
  let at = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < skipUs) continue;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    weight.set(profile.samples[i], (weight.get(profile.samples[i]) ?? 0) + dt);
  }
  const short = (url) => {
    if (!url) return "(native)";
    const p = url.replace(/^file:\/\//, "");
    const nm = p.lastIndexOf("node_modules/");
    if (nm >= 0) return p.slice(nm + 13);
    const pk = p.indexOf("/packages/");
    return pk >= 0 ? p.slice(pk + 1) : p.startsWith("node:") ? p : path.basename(p);
  };
  const fnKey = (n) => `${n.callFrame.functionName || "(anonymous)"} ${short(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  const pkgKey = (n) => {
    const s = short(n.callFrame.url);
    if (s.startsWith("packages/")) return s;
    if (s.startsWith("node:") || s === "(native)") return s;
    return s.startsWith("@") ? s.split("/").slice(0, 2).join("/") : s.split("/")[0];
  };

  let total = 0;
  let idle = 0;
  let gc = 0;
  const self = new Map();
  const selfFile = new Map();
  const incl = new Map();
  const inclFile = new Map();
  for (const [id, us] of weight) {
    total += us;
    const n = byId.get(id);
    const name = n.callFrame.functionName;
    if (name === "(idle)") {
      idle += us;
      continue;
    }
    if (name === "(garbage collector)") gc += us;
    self.set(fnKey(n), (self.get(fnKey(n)) ?? 0) + us);
    selfFile.set(pkgKey(n), (selfFile.get(pkgKey(n)) ?? 0) + us);
    const seen = new Set();
    const seenFile = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const c = byId.get(cur);
      const k = fnKey(c);
      if (!seen.has(k)) {
        seen.add(k);
        incl.set(k, (incl.get(k) ?? 0) + us);
      }
      const f = pkgKey(c);
      if (!seenFile.has(f)) {
        seenFile.add(f);
        inclFile.set(f, (inclFile.get(f) ?? 0) + us);
      }
    }
  }
  const busy = total - idle;
  const pct = (us) => `${((100 * us) / busy).toFixed(1)}%`;
  const ms = (us) => `${Math.round(us / 1000)} ms`;
  console.log(
    `${path.basename(profileFile)}: ${ms(total)} sampled, ${ms(busy)} busy (${((100 * busy) / total).toFixed(0)}%), GC ${pct(gc)} of busy`,
  );
  const table = (title, map) => {
    console.log(`\n${title} (% of busy time)`);
    const rows = [...map]
      .filter(([k]) => !filter || k.includes(filter))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top);
    for (const [k, us] of rows) console.log(`${pct(us).padStart(6)}  ${ms(us).padStart(8)}  ${k}`);
  };
  table("self time by function", self);
  table("self time by file / package", selfFile);
  table("inclusive time by function", new Map([...incl].filter(([k]) => !k.startsWith("(root)") && !k.startsWith("(program)"))));
  table("inclusive time by file / package", inclFile);
}
