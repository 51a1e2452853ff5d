import { data } from "react-router";
import { ContentArticle } from "../features/content/components/content-article";
import type { Route } from "./+types/content-page";

// A content page kept as Markdown (decision 036): /about, /mobile-app, /help/<topic>,
// /legal/<document>. Its address is its slug; an address with no page is the store's 404.

export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, "");
  const page = await context.doors.content.page(slug);
  if (!page) throw data("", { status: 404 });
  return { page, siteName: context.tenant.siteName };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: `${loaderData.page.title} | ${loaderData.siteName}` },
    { name: "description", content: loaderData.page.description },
  ];
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
