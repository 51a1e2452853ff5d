// Rich text of header items (bold, underline, superscript, bullet list,
// line break and hyperlink). The parser yields a tree the UI renders as elements; it never builds
// HTML strings, so markup in the source ("<script>") stays text. Link hrefs are kept as written:
// links.ts decides whether one is safe to render as a link.
//
// Markup: **bold**, __underline__, ^superscript^, [label](url); a line starting "- " is a bullet
// (consecutive bullet lines form one list), a newline inside a paragraph is a line break and a
// blank line separates paragraphs. A marker without its closing partner is literal text.

export type RichInline =
  | { type: "text"; text: string }
  | { type: "bold" | "underline" | "sup"; children: RichInline[] }
  | { type: "link"; href: string; children: RichInline[] }
  | { type: "break" };

export type RichBlock = { type: "paragraph"; children: RichInline[] } | { type: "bullets"; items: RichInline[][] };

/** Longer "urls" are not links: this bounds the work per "](" so hostile input stays linear. */
const MAX_HREF_LENGTH = 2048;

const BULLET_PREFIX = "- ";

/**
 * nextOf[i] = first index >= i where `marker` starts, or the string length when there is none.
 * Looking closers up here instead of searching forward from every opener keeps parsing linear
 * on input full of unclosed markers.
 */
function nextIndexTable(text: string, marker: string): Int32Array {
  const table = new Int32Array(text.length + 1);
  let next = text.length;
  table[text.length] = next;
  for (let i = text.length - 1; i >= 0; i--) {
    if (text.startsWith(marker, i)) next = i;
    table[i] = next;
  }
  return table;
}

function at(table: Int32Array, i: number): number {
  // the last slot holds "none" (the string length), which also answers for indexes past the end
  return table[Math.min(i, table.length - 1)] ?? table.length;
}

function isWhitespace(ch: string): boolean {
  return ch === " " || ch === "\t" || ch === "\n" || ch === "\r" || ch === "\f" || ch === "\v";
}

function parseInline(text: string): RichInline[] {
  const n = text.length;
  const nextBold = nextIndexTable(text, "**");
  const nextUnderline = nextIndexTable(text, "__");
  const nextSup = nextIndexTable(text, "^");
  const nextOpen = nextIndexTable(text, "[");
  const nextMid = nextIndexTable(text, "](");
  // "](" position -> index of the ")" ending its url, or -1; each position is scanned once.
  const hrefEnds = new Map<number, number>();

  function hrefEnd(mid: number): number {
    const cached = hrefEnds.get(mid);
    if (cached !== undefined) return cached;
    let depth = 0;
    let end = -1;
    const limit = Math.min(n, mid + 2 + MAX_HREF_LENGTH + 1);
    for (let i = mid + 2; i < limit; i++) {
      const ch = text.charAt(i);
      if (isWhitespace(ch)) break;
      if (ch === "(") depth++;
      else if (ch === ")") {
        if (depth === 0) {
          end = i;
          break;
        }
        depth--;
      }
    }
    if (end === mid + 2) end = -1;
    hrefEnds.set(mid, end);
    return end;
  }

  function parse(start: number, end: number, allowLinks: boolean): RichInline[] {
    const out: RichInline[] = [];
    let buffer = "";
    const flush = () => {
      if (buffer !== "") out.push({ type: "text", text: buffer });
      buffer = "";
    };
    let i = start;
    while (i < end) {
      const ch = text.charAt(i);
      if (ch === "\n") {
        flush();
        out.push({ type: "break" });
        i++;
        continue;
      }
      const pair = text.startsWith("**", i) ? "**" : text.startsWith("__", i) ? "__" : null;
      if (pair !== null) {
        const close = at(pair === "**" ? nextBold : nextUnderline, i + 2);
        // Empty emphasis ("****") stays literal, as does a closer outside this region.
        if (close > i + 2 && close + 2 <= end) {
          flush();
          out.push({ type: pair === "**" ? "bold" : "underline", children: parse(i + 2, close, allowLinks) });
          i = close + 2;
        } else {
          buffer += pair;
          i += 2;
        }
        continue;
      }
      if (ch === "^") {
        const close = at(nextSup, i + 1);
        if (close > i + 1 && close < end) {
          flush();
          out.push({ type: "sup", children: parse(i + 1, close, allowLinks) });
          i = close + 1;
        } else {
          buffer += ch;
          i++;
        }
        continue;
      }
      if (ch === "[" && allowLinks) {
        const mid = at(nextMid, i + 1);
        // The innermost "[" before "](" opens the link, so "[a [b](u)" links only "b".
        if (mid > i + 1 && mid + 2 <= end && at(nextOpen, i + 1) >= mid) {
          const close = hrefEnd(mid);
          if (close !== -1 && close < end) {
            flush();
            // Links do not nest: the label is parsed without links.
            out.push({ type: "link", href: text.slice(mid + 2, close), children: parse(i + 1, mid, false) });
            i = close + 1;
            continue;
          }
        }
      }
      buffer += ch;
      i++;
    }
    flush();
    return out;
  }

  return parse(0, n, true);
}

function isBlank(line: string): boolean {
  return line.trim() === "";
}

export function parseRichText(source: string): RichBlock[] {
  if (typeof source !== "string" || source === "") return [];
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: RichBlock[] = [];
  let paragraph: string[] = [];
  let bullets: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: "paragraph", children: parseInline(paragraph.join("\n")) });
    paragraph = [];
  };
  const flushBullets = () => {
    if (bullets.length > 0) blocks.push({ type: "bullets", items: bullets.map(parseInline) });
    bullets = [];
  };
  for (const line of lines) {
    if (isBlank(line)) {
      flushParagraph();
      flushBullets();
    } else if (line.startsWith(BULLET_PREFIX)) {
      flushParagraph();
      bullets.push(line.slice(BULLET_PREFIX.length));
    } else {
      flushBullets();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushBullets();
  return blocks;
}

function inlinePlain(nodes: readonly RichInline[]): string {
  let out = "";
  for (const node of nodes) {
    if (node.type === "text") out += node.text;
    else if (node.type === "break") out += " ";
    else out += inlinePlain(node.children);
  }
  return out;
}

/** The text without markup (link labels kept, breaks and bullets as spaces), for aria labels and search. */
export function richTextPlain(source: string): string {
  const parts: string[] = [];
  for (const block of parseRichText(source)) {
    if (block.type === "paragraph") parts.push(inlinePlain(block.children));
    else for (const item of block.items) parts.push(inlinePlain(item));
  }
  return parts.join(" ").replace(/\s+/g, " ").trim();
}
