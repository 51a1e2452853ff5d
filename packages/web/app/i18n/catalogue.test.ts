import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { translatorFor } from "../lib/i18n";
import { SPANISH } from "./catalogue";

// The catalogues (decision 041): every word the code passes to t() has its Spanish, and each
// Spanish text keeps the English one's {{placeholders}}.

const APP = path.resolve(__dirname, "..");
const T_CALL = /\bt\(\s*(["'])((?:\\.|(?!\1).)*)\1/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "i18n" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The English catalogue: every literal key the code translates, with where it is used. */
function englishKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of sourceFiles(APP)) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(T_CALL)) {
      const key = match[2]!.replace(/\\(["'\\])/g, "$1");
      if (!keys.has(key)) keys.set(key, path.relative(APP, file));
    }
  }
  return keys;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("the Spanish catalogue", () => {
  it("has Spanish for every word the code translates", () => {
    const missing = [...englishKeys()].filter(([key]) => !(key in SPANISH)).map(([key, file]) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });

  it("keeps each text's placeholders and leaves nothing empty", () => {
    for (const [english, spanish] of Object.entries(SPANISH)) {
      expect(spanish.trim(), english).not.toBe("");
      expect(placeholders(spanish), english).toEqual(placeholders(english));
    }
  });

  it("translates in Spanish and leaves English as written", () => {
    expect(translatorFor("es")("Skip to main content")).toBe("Saltar al contenido principal");
    expect(translatorFor("en")("Skip to main content")).toBe("Skip to main content");
    // a word without Spanish yet shows its English rather than a key or nothing
    expect(translatorFor("es")("A sentence nobody translated")).toBe("A sentence nobody translated");
  });
});
