import { data } from "react-router";

// What every content page route (decision 036) does alike: load the page by slug or answer the
// store's 404, and name the page in its title and description.

interface ContentPageContext {
  doors: { content: { page(slug: string): Promise<{ title: string; description: string } | null> } };
  tenant: { siteName: string };
}

export async function loadContentPage<C extends ContentPageContext>(context: C, slug: string) {
  const page = (await context.doors.content.page(slug)) as Awaited<ReturnType<C["doors"]["content"]["page"]>>;
  if (!page) throw data("", { status: 404 });
  return { page: page as NonNullable<typeof page>, siteName: context.tenant.siteName };
}

export function contentPageMeta(loaderData: { page: { title: string; description: string }; siteName: string } | undefined) {
  if (!loaderData) return [];
  return [
    { title: `${loaderData.page.title} | ${loaderData.siteName}` },
    { name: "description", content: loaderData.page.description },
  ];
}
