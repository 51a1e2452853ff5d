import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL, rewriteDeferredScripts } from "./deferred-scripts";

describe("rewriteDeferredScripts", () => {
  it("renames every preload and the module script, and leaves the rest as it was", () => {
    const preload = (n: number) => `<link rel="modulepreload" href="/assets/chunk-${n}.js" nonce="x"/>`;
    const html =
      `<head>${[1, 2, 3].map(preload).join("")}</head><body><p>type="module" is text</p>` +
      `<script nonce="x" type="module" async="">import("/assets/entry.js")</script></body>`;
    const out = rewriteDeferredScripts(html);
    expect(out.match(new RegExp(`<link rel="${DEFERRED_PRELOAD_REL}" href="/assets/chunk-\\d.js"`, "g"))).toHaveLength(3);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain(`<script nonce="x" type="${DEFERRED_MODULE_TYPE}">import("/assets/entry.js")</script>`);
    expect(out).toContain('<p>type="module" is text</p>');
    expect(
      out
        .replaceAll(`rel="${DEFERRED_PRELOAD_REL}"`, 'rel="modulepreload"')
        .replace(`type="${DEFERRED_MODULE_TYPE}"`, 'type="module" async=""'),
    ).toBe(html);
  });

  it("answers the same as one replacement per pattern, whatever order the patterns come in", () => {
    const rewrites = [
      ["ab", "X"],
      ["b", "Y"],
      ["ca", "Z"],
    ] as const;
    const samples = ["", "abc", "cab", "bbb", "abab", "caab", "xxcabcaabbx", "no match here"];
    for (const sample of samples) {
      const expected = sample.replace(/ab|b|ca/g, (m) => ({ ab: "X", b: "Y", ca: "Z" })[m]!);
      expect(rewriteDeferredScripts(sample, rewrites)).toBe(expected);
    }
  });

  it("returns a page with nothing to rename unchanged", () => {
    const html = "<html><body>nothing deferred</body></html>";
    expect(rewriteDeferredScripts(html)).toBe(html);
  });
});
