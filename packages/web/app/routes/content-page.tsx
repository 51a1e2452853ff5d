import { ContentArticle } from "../features/content/components/content-article";
import { contentPageMeta, loadContentPage } from "../features/content/content-route";
import type { Route } from "./+types/content-page";

// A content page kept as Markdown (decision 036): /about, /about/<section>, /mobile-app, /help/<topic>,
// /legal/<document>. Its address is its slug; an address with no page is the store's 404.

export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "");
  return loadContentPage(context, slug);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return contentPageMeta(loaderData);
}

// An admin sees "Edit this page": what the page shows depends on who asks.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page page--narrow">
      <ContentArticle page={loaderData.page} />
    </div>
  );
}
