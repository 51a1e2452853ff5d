// A small HTML reader for page tests: enough of a tree to ask what a shopper sees (headings, links,
// landmarks, text outside scripts) of the server-rendered pages, without a browser.

export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: (HtmlElement | string)[];
}

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const RAW_TEXT = new Set(["script", "style", "textarea", "title"]);
const TOKEN =
  /<!--[\s\S]*?-->|<![^>]*>|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>|([^<]+)|</g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(Number(lower.slice(1)));
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" }[lower] ?? "";
  });
}

/** The document as a tree (the root's children are the top-level nodes). */
export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: "#root", attrs: {}, children: [] };
  const stack: HtmlElement[] = [root];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    const [token, closing, opening, attrText, selfClosing, text] = m;
    const parent = stack[stack.length - 1]!;
    if (text !== undefined || token === "<") parent.children.push(decodeEntities(text ?? token));
    else if (closing) {
      const at = stack.map((e) => e.tag).lastIndexOf(closing.toLowerCase());
      if (at > 0) stack.length = at;
    } else if (opening) {
      const tag = opening.toLowerCase();
      const attrs: Record<string, string> = {};
      for (const a of (attrText ?? "").matchAll(ATTR)) attrs[a[1]!.toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? "");
      const element: HtmlElement = { tag, attrs, children: [] };
      parent.children.push(element);
      if (RAW_TEXT.has(tag)) {
        const end = html.toLowerCase().indexOf(`</${tag}`, TOKEN.lastIndex);
        const stop = end === -1 ? html.length : end;
        const raw = html.slice(TOKEN.lastIndex, stop);
        element.children.push(tag === "script" || tag === "style" ? raw : decodeEntities(raw));
        TOKEN.lastIndex = html.indexOf(">", stop) + 1 || html.length;
      } else if (!VOID.has(tag) && !selfClosing) stack.push(element);
    }
  }
  return root;
}

/** Every element under `root` (depth first, in document order) that `test` accepts. */
export function findAll(root: HtmlElement, test: (e: HtmlElement) => boolean): HtmlElement[] {
  const found: HtmlElement[] = [];
  const visit = (e: HtmlElement) => {
    for (const child of e.children) {
      if (typeof child === "string") continue;
      if (test(child)) found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

export function find(root: HtmlElement, test: (e: HtmlElement) => boolean): HtmlElement | undefined {
  return findAll(root, test)[0];
}

export const hasClass = (e: HtmlElement, name: string) => (e.attrs.class ?? "").split(/\s+/).includes(name);

const norm = (text: string) => text.replace(/\s+/g, " ").trim();

/** The text a reader gets from an element: scripts and styles left out, whitespace collapsed. */
export function textOf(e: HtmlElement | string): string {
  if (typeof e === "string") return e;
  if (e.tag === "script" || e.tag === "style" || e.tag === "template") return "";
  return norm(e.children.map((c) => (typeof c === "string" ? c : ` ${textOf(c)} `)).join(""));
}

/** An element's accessible name as the pages give it: its aria-label, else its text. */
export function nameOf(e: HtmlElement): string {
  return norm(e.attrs["aria-label"] ?? textOf(e));
}

/** The links (a[href]) under `root`, each with its accessible name. */
export function linksOf(root: HtmlElement): { href: string; name: string; element: HtmlElement }[] {
  return findAll(root, (e) => e.tag === "a" && e.attrs.href !== undefined).map((element) => ({
    href: element.attrs.href!,
    name: nameOf(element),
    element,
  }));
}

/** Headings of a level (1-6) under `root`, by their text. */
export function headings(root: HtmlElement, level: number): string[] {
  return findAll(root, (e) => e.tag === `h${level}`).map(textOf);
}

export function mainOf(html: string): HtmlElement {
  const main = find(parseHtml(html), (e) => e.tag === "main");
  if (!main) throw new Error("the page has no <main>");
  return main;
}
