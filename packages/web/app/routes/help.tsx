import { data } from "react-router";
import { ContentArticle } from "../features/content/components/content-article";
import { HelpSearchForm, HelpSearchResults } from "../features/content/components/help-search";
import { translatorFor, useT } from "../lib/i18n";
import { ChatOpener } from "../features/chat/components/chat-opener";
import type { Route } from "./+types/help";

// /help: the help centre's topics (a content page) and a search of the help pages (?q=).

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const [page, results] = await Promise.all([
    context.doors.content.page("help"),
    query ? context.doors.content.search(query) : Promise.resolve(null),
  ]);
  if (!page) throw data("", { status: 404 });
  return { page, query, results, siteName: context.tenant.siteName };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  const title = loaderData.query ? t('"{{query}}" in Help', { query: loaderData.query }) : loaderData.page.title;
  return [{ title: `${title} | ${loaderData.siteName}` }, { name: "description", content: loaderData.page.description }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function HelpRoute({ loaderData }: Route.ComponentProps) {
  const { page, query, results } = loaderData;
  const { t } = useT();
  return (
    <div className="page page--narrow">
      <ContentArticle page={page}>
        <p className="help-chat">
          <ChatOpener text={t("Chat with us")} className="button button--secondary" />
        </p>
        <HelpSearchForm query={query} />
        {results ? <HelpSearchResults query={query} results={results} /> : null}
      </ContentArticle>
    </div>
  );
}
