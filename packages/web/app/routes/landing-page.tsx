import { landingFilterFromParams } from "@quire/domain";
import { data, redirect } from "react-router";
import { renderTileAdd } from "../features/add-to-cart/components/add-button";
import { cartFormAction } from "../features/cart/cart-actions.server";
import { LandingPageView } from "../features/catalogue/components/landing-page-view";
import type { RootData } from "../lib/root-data";
import { translatorFor } from "../lib/i18n";
import type { Route } from "./+types/landing-page";
import "../ui/product-tile/product-tile.css";
import "../ui/original-price.css";

// A landing page, /lp/<slug> (decision 071): the same model as fetchComponentsModel, its filters
// in the address, its products priced for the viewer by the page's catalogue reader.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const filter = landingFilterFromParams(new URL(request.url).searchParams);
  const model = await context.doors.landingPages.model(params.slug, filter);
  if (!model) throw data("We couldn't find that page.", { status: 404 });
  // a page past the end goes to the last page
  if (filter.page > model.page) {
    const url = new URL(request.url);
    url.searchParams.set("page", String(model.page));
    if (model.page === 1) url.searchParams.delete("page");
    throw redirect(`${url.pathname}${url.search}`);
  }
  const { itemIds, ...rest } = model;
  const products = await context.catalogue.summariesByItemIds(itemIds);
  return { model: { ...rest, products }, filter: { ...filter, page: model.page } };
}

/** A tile's Add posted before hydration or without JavaScript. */
export const action = (args: Route.ActionArgs) => cartFormAction(args);

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  const t = translatorFor(root?.language ?? "en");
  const { model } = loaderData;
  return [
    {
      title:
        model.page > 1
          ? t("{{title}} (page {{page}}) | Quire", { title: model.title, page: model.page })
          : t("{{title}} | Quire", { title: model.title }),
    },
    { name: "description", content: model.hero ? `${model.title}: ${model.hero.title}` : model.title },
  ];
}

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  return <LandingPageView model={loaderData.model} filter={loaderData.filter} renderAdd={renderTileAdd} />;
}
