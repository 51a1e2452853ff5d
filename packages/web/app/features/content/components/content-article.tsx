import type { ContentPageView } from "@quire/domain";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { contentEditPath } from "../content-paths";
import "../content.css";

const updatedFormat = {
  en: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }),
  es: new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "UTC" }),
};

/**
 * A content page: its title, its Markdown as the server rendered it (no raw HTML ever reaches it:
 * decision 036), when it last changed, and "Edit this page" for a store admin.
 */
export function ContentArticle({ page, children }: { page: ContentPageView; children?: React.ReactNode }) {
  const { t, language } = useT();
  const updated = updatedFormat[language === "es" ? "es" : "en"].format(new Date(page.updatedAt));
  return (
    <article className="content-page" aria-labelledby="content-page-title">
      <header className="content-page__header">
        <h1 id="content-page-title" lang={page.language}>
          {page.title}
        </h1>
        {page.canEdit ? (
          <Link className="button button--secondary content-page__edit" to={contentEditPath(page.slug)}>
            {t("Edit this page")}
          </Link>
        ) : null}
      </header>
      {children}
      <div className="content-page__body" lang={page.language} dangerouslySetInnerHTML={{ __html: page.html }} />
      <p className="content-page__updated">
        {page.editedBy
          ? t("Last updated {{date}} by {{name}}", { date: updated, name: page.editedBy })
          : t("Last updated {{date}}", { date: updated })}
      </p>
    </article>
  );
}
