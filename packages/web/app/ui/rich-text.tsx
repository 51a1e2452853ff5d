import { parseRichText, type RichBlock, type RichInline } from "@quire/domain";
import { Fragment, type ReactNode } from "react";
import { remembered } from "../lib/remembered";
import { ClassifiedAnchor } from "./nav-item-link";

// the same header and footer texts on every page: parsed once per process (decision 053)
const parsed = remembered(parseRichText);

// Header and footer text (bold, underline, superscript, bullet list,
// line break, hyperlink), rendered as React elements from the parsed blocks: no HTML strings,
// and every link follows the same rules as the navigation items.

function Inlines({ nodes, links }: { nodes: RichInline[]; links: boolean }): ReactNode {
  return nodes.map((node, i) => {
    switch (node.type) {
      case "text":
        return <Fragment key={i}>{node.text}</Fragment>;
      case "break":
        return <br key={i} />;
      case "bold":
        return (
          <b key={i}>
            <Inlines nodes={node.children} links={links} />
          </b>
        );
      case "underline":
        return (
          <u key={i}>
            <Inlines nodes={node.children} links={links} />
          </u>
        );
      case "sup":
        return (
          <sup key={i}>
            <Inlines nodes={node.children} links={links} />
          </sup>
        );
      case "link": {
        const text = <Inlines nodes={node.children} links={false} />;
        return links ? (
          <ClassifiedAnchor key={i} url={node.href}>
            {text}
          </ClassifiedAnchor>
        ) : (
          <Fragment key={i}>{text}</Fragment>
        );
      }
      default:
        return null;
    }
  });
}

interface Props {
  source: string;
  /**
   * inline: phrasing content only (for inside a link, a button or a heading): paragraphs and
   * bullets are separated by line breaks instead of <p> and <ul>.
   */
  inline?: boolean;
  /** false inside another link: link text stays, the link goes */
  links?: boolean;
}

export function RichText({ source, inline = false, links = true }: Props) {
  const blocks: RichBlock[] = parsed(source);
  if (inline) {
    const lines = blocks.flatMap((block) => (block.type === "paragraph" ? [block.children] : block.items));
    return lines.map((nodes, i) => (
      <Fragment key={i}>
        {i > 0 ? <br /> : null}
        <Inlines nodes={nodes} links={links} />
      </Fragment>
    ));
  }
  return blocks.map((block, i) =>
    block.type === "paragraph" ? (
      <p key={i}>
        <Inlines nodes={block.children} links={links} />
      </p>
    ) : (
      <ul key={i}>
        {block.items.map((item, j) => (
          <li key={j}>
            <Inlines nodes={item} links={links} />
          </li>
        ))}
      </ul>
    ),
  );
}
