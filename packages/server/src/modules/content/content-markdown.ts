import MarkdownIt from "markdown-it";

// Content pages' Markdown as HTML that is safe to put in a page as it is (decision 036): raw HTML
// in the Markdown stays text, links go only to http(s), mailto, tel or a path of this site, and
// no images (a picture from another site could track readers).

const SAFE_LINK = /^(https?:|mailto:|tel:)/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** http(s), mailto and tel links, and paths of this site ("/help", "#top", "returns"), but not "//host". */
export function isSafeContentLink(url: string): boolean {
  const link = url.trim();
  if (link.startsWith("//") || link.startsWith("\\")) return false;
  if (SAFE_LINK.test(link)) return true;
  return !SCHEME.test(link);
}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.disable(["image"]);
markdown.validateLink = isSafeContentLink;

const defaultLinkOpen =
  markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  // Other sites open in the same tab but get no referrer or window handle.
  if (/^https?:/i.test(String(token.attrGet("href") ?? ""))) token.attrSet("rel", "noopener noreferrer");
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export function renderContentMarkdown(source: string): string {
  return markdown.render(source);
}

/** The Markdown's words without its syntax, for search and snippets. */
export function contentPlainText(source: string): string {
  const words: string[] = [];
  for (const token of markdown.parse(source, {})) {
    if (token.type !== "inline") continue;
    for (const child of token.children ?? []) {
      if (child.type === "text" || child.type === "code_inline") words.push(child.content);
    }
    words.push(" ");
  }
  return words.join("").replace(/\s+/g, " ").trim();
}
