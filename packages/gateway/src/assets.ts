import crypto from "node:crypto";
import fs from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

// The card form's script and stylesheet. The script is bundled from src/client (which imports the
// domain's card rules, so they are written once) when the first gateway app is built in this
// process, and kept in memory: a fresh clone needs no build step for the gateway.

export interface GatewayAssets {
  script: { body: string; hash: string };
  style: { body: string; hash: string };
}

const clientEntry = fileURLToPath(new URL("./client/card-form.ts", import.meta.url));
const stylesheet = fileURLToPath(new URL("./client/card-form.css", import.meta.url));

let assets: Promise<GatewayAssets> | null = null;

function hashOf(body: string): string {
  return crypto.createHash("sha256").update(body).digest("base64url").slice(0, 16);
}

async function bundle(): Promise<GatewayAssets> {
  const result = await build({
    entryPoints: [clientEntry],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: ["es2020"],
    minify: true,
    legalComments: "none",
    logLevel: "silent",
  });
  const script = result.outputFiles[0]?.text;
  if (!script) throw new Error("Bundling the card form's script produced nothing.");
  const style = await fs.readFile(stylesheet, "utf8");
  return { script: { body: script, hash: hashOf(script) }, style: { body: style, hash: hashOf(style) } };
}

/** The bundled card-form script and its stylesheet, built once per process. */
export function gatewayAssets(): Promise<GatewayAssets> {
  if (!assets) {
    assets = bundle();
    // A failed build is not cached: the next app build tries again.
    assets.catch(() => (assets = null));
  }
  return assets;
}
