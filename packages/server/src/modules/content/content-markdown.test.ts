import { describe, expect, it } from "vitest";
import { contentPlainText, isSafeContentLink, renderContentMarkdown } from "./content-markdown";

// Content pages' Markdown reaches pages as HTML as it is: nothing in it may become markup of its own.

describe("renderContentMarkdown", () => {
  it("shows raw HTML as text: a script or an event handler never becomes markup", () => {
    const html = renderContentMarkdown('Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">');
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("keeps no link to javascript:, data: or another host's protocol-relative address", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "//evil.test/x",
      "vbscript:x",
    ]) {
      const html = renderContentMarkdown(`[click](${href})`);
      expect(html, href).not.toContain("<a");
      expect(html, href).not.toMatch(/href=/);
    }
  });

  it("links to http(s), mailto, tel and the store's own paths; other sites get no opener or referrer", () => {
    const html = renderContentMarkdown(
      "[ship](/help/shipping) [mail](mailto:help@quire.test) [call](tel:+18005550199) [web](https://example.com/a)",
    );
    expect(html).toContain('<a href="/help/shipping">ship</a>');
    expect(html).toContain('<a href="mailto:help@quire.test">mail</a>');
    expect(html).toContain('<a href="tel:+18005550199">call</a>');
    expect(html).toContain('<a href="https://example.com/a" rel="noopener noreferrer">web</a>');
  });

  it("draws no images, headings and tables are kept", () => {
    const html = renderContentMarkdown("## Costs\n\n![pixel](https://tracker.test/p.gif)\n\n| a | b |\n| --- | --- |\n| 1 | 2 |");
    expect(html).toContain("<h2>Costs</h2>");
    expect(html).not.toContain("<img");
    expect(html).toContain("<table>");
  });
});

describe("isSafeContentLink", () => {
  it("accepts relative paths and the listed schemes only", () => {
    expect(isSafeContentLink("/about")).toBe(true);
    expect(isSafeContentLink("#top")).toBe(true);
    expect(isSafeContentLink("http://a.test")).toBe(true);
    expect(isSafeContentLink(" javascript:x")).toBe(false);
    expect(isSafeContentLink("\\\\evil.test")).toBe(false);
    expect(isSafeContentLink("ftp://a.test")).toBe(false);
  });
});

describe("contentPlainText", () => {
  it("is the words without the Markdown's syntax", () => {
    expect(contentPlainText("## Free **shipping**\n\n- over [$49.99](/help)")).toBe("Free shipping over $49.99");
  });
});
