import { describe, expect, it } from "vitest";
import { parseRichText, type RichBlock, type RichInline, richTextPlain } from "./rich-text";

const t = (text: string): RichInline => ({ type: "text", text });
const b = (...children: RichInline[]): RichInline => ({ type: "bold", children });
const u = (...children: RichInline[]): RichInline => ({ type: "underline", children });
const sup = (...children: RichInline[]): RichInline => ({ type: "sup", children });
const a = (href: string, ...children: RichInline[]): RichInline => ({ type: "link", href, children });
const br: RichInline = { type: "break" };
const p = (...children: RichInline[]): RichBlock => ({ type: "paragraph", children });
const ul = (...items: RichInline[][]): RichBlock => ({ type: "bullets", items });

describe("parseRichText", () => {
  it.each<[string, string, RichBlock[]]>([
    ["empty input", "", []],
    ["only blank lines", "\n  \n\t\n", []],
    ["plain text", "Free shipping", [p(t("Free shipping"))]],
    ["bold", "Save **20%** today", [p(t("Save "), b(t("20%")), t(" today"))]],
    ["underline", "__Shop now__", [p(u(t("Shop now")))]],
    ["superscript", "Quire Rewards^®^", [p(t("Quire Rewards"), sup(t("®")))]],
    ["all three side by side", "**a**__b__^c^", [p(b(t("a")), u(t("b")), sup(t("c")))]],
    ["nested markers", "**bold __both__ ^sup^**", [p(b(t("bold "), u(t("both")), t(" "), sup(t("sup"))))]],
    ["underline around bold", "__x **y** z__", [p(u(t("x "), b(t("y")), t(" z")))]],
    ["line break", "Line one\nLine two", [p(t("Line one"), br, t("Line two"))]],
    ["CRLF line break", "One\r\nTwo", [p(t("One"), br, t("Two"))]],
    ["bold across a line break", "**one\ntwo**", [p(b(t("one"), br, t("two")))]],
    ["paragraphs", "First\n\nSecond", [p(t("First")), p(t("Second"))]],
    ["whitespace-only line separates", "First\n   \nSecond", [p(t("First")), p(t("Second"))]],
    ["several blank lines", "First\n\n\n\nSecond", [p(t("First")), p(t("Second"))]],
    ["bullets", "- one\n- two", [ul([t("one")], [t("two")])]],
    ["bullets with markup", "- **bold** item\n- [link](/x)", [ul([b(t("bold")), t(" item")], [a("/x", t("link"))])]],
    ["paragraph then bullets", "Perks:\n- one\n- two", [p(t("Perks:")), ul([t("one")], [t("two")])]],
    ["bullets then paragraph", "- one\nAfter", [ul([t("one")]), p(t("After"))]],
    ["bullets split by a blank line", "- one\n\n- two", [ul([t("one")]), ul([t("two")])]],
    ["dash without space is text", "-5% off", [p(t("-5% off"))]],
    ["indented dash is text", " - not a bullet", [p(t(" - not a bullet"))]],
    ["empty bullet", "- ", [ul([])]],
    ["link", "[Sign in](/office/supplies/login)", [p(a("/office/supplies/login", t("Sign in")))]],
    [
      "link with formatted label",
      "[**Save** __now__^1^](https://x.com)",
      [p(a("https://x.com", b(t("Save")), t(" "), u(t("now")), sup(t("1"))))],
    ],
    ["link inside bold", "**See [deals](/deals)**", [p(b(t("See "), a("/deals", t("deals"))))]],
    ["link with balanced parentheses", "[x](/a_(b))", [p(a("/a_(b)", t("x")))]],
    ["innermost bracket opens the link", "[a [b](/u)", [p(t("[a "), a("/u", t("b")))]],
    ["links do not nest", "[[x](/in)](/out)", [p(t("["), a("/in", t("x")), t("](/out)"))]],
    ["two links", "[a](/a) and [b](/b)", [p(a("/a", t("a")), t(" and "), a("/b", t("b")))]],
  ])("%s", (_name, source, expected) => {
    expect(parseRichText(source)).toEqual(expected);
  });

  it.each<[string, string]>([
    ["unclosed bold", "**half"],
    ["unclosed underline", "snake__case"],
    ["unclosed superscript", "2^10"],
    ["empty bold", "****"],
    ["empty superscript", "^^"],
    ["lone brackets", "[not a link]"],
    ["link without url", "[label]()"],
    ["link with empty label", "[](/x)"],
    ["link url with a space", "[a](/x y)"],
    ["unclosed link url", "[a](/x"],
    ["single stars and underscores", "*a* _b_"],
  ])("keeps %s as literal text", (_name, source) => {
    expect(parseRichText(source)).toEqual([p(t(source))]);
  });

  it("does not let a closer outside the current marker close an inner one", () => {
    expect(parseRichText("**a __b** c__")).toEqual([p(b(t("a __b")), t(" c__"))]);
    expect(parseRichText("^x [y^](/z)")).toEqual([p(sup(t("x [y")), t("](/z)"))]);
  });

  it("keeps HTML as text and never produces markup", () => {
    expect(parseRichText("<script>alert(1)</script>")).toEqual([p(t("<script>alert(1)</script>"))]);
    expect(parseRichText('**<img src=x onerror="alert(1)">**')).toEqual([p(b(t('<img src=x onerror="alert(1)">')))]);
  });

  it("keeps a script href for links.ts to reject", () => {
    expect(parseRichText("[x](javascript:alert(1))")).toEqual([p(a("javascript:alert(1)", t("x")))]);
  });

  it.each<[string, string]>([
    ["plain text", "x".repeat(10_000)],
    ["unclosed bold markers", "**a".repeat(3_400)],
    ["unclosed carets", "^".repeat(10_000)],
    ["open brackets", "[".repeat(10_000)],
    ["brackets and link middles", "[x](".repeat(2_500)],
    ["link middles", "](".repeat(5_000)],
    ["nested openers", "**__^[".repeat(1_700)],
    ["alternating markers", "**a__b^c[d](e".repeat(800)],
    ["many bullets", "- **a**\n".repeat(1_250)],
    ["many paragraphs", "a\n\n".repeat(3_300)],
  ])("parses 10,000 characters of %s quickly", (_name, source) => {
    const started = performance.now();
    const blocks = parseRichText(source);
    expect(performance.now() - started).toBeLessThan(500);
    expect(Array.isArray(blocks)).toBe(true);
  });

  it("loses no text on hostile input", () => {
    const source = "**a__b^c[d](e".repeat(50);
    expect(richTextPlain(source).length).toBeGreaterThan(0);
    const flat = JSON.stringify(parseRichText(source));
    expect(flat).toContain("a__b^c[d](e");
  });
});

describe("richTextPlain", () => {
  it.each<[string, string]>([
    ["", ""],
    ["Save **20%** today", "Save 20% today"],
    ["Quire Rewards^®^", "Quire Rewards®"],
    ["__Shop__ [**now**](/deals)", "Shop now"],
    ["Line one\nLine two", "Line one Line two"],
    ["Perks:\n- one\n- two", "Perks: one two"],
    ["First\n\nSecond", "First Second"],
    ["  spaced   out  ", "spaced out"],
    ["**unclosed", "**unclosed"],
    ["[x](javascript:alert(1))", "x"],
    ["<script>", "<script>"],
  ])("%j -> %j", (source, expected) => {
    expect(richTextPlain(source)).toBe(expected);
  });
});
