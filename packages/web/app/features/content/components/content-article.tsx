import type { ContentPageView } from "@quire/domain";
import { Link } from "react-router";
import { contentEditPath } from "../content-paths";

const updatedFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * A content page: its title, its Markdown as the server rendered it (no raw HTML ever reaches it:
 * decision 036), when it last changed, and "Edit this page" for a store admin.
 */
export function ContentArticle({ page, children }: { page: ContentPageView; children?: React.ReactNode }) {
  return (
    <article className="content-page" aria-labelledby="content-page-title">
      <header className="content-page__header">
        <h1 id="content-page-title">{page.title}</h1>
        {page.canEdit ? (
          <Link className="button button--secondary content-page__edit" to={contentEditPath(page.slug)}>
            Edit this page
          </Link>
        ) : null}
      </header>
      {children}
      <div className="content-page__body" dangerouslySetInnerHTML={{ __html: page.html }} />
      <p className="content-page__updated">
        Last updated {updatedFormat.format(new Date(page.updatedAt))}
        {page.editedBy ? ` by ${page.editedBy}` : ""}
      </p>
    </article>
  );
}
