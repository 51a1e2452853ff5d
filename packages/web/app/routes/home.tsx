import { useEffect } from "react";
import { analyticsSite, track } from "../ui/analytics/track";
import { bannerImpressionEvent, formatCount, RECOMMENDATION_RAIL_VISIBLE } from "@quire/domain";
import { Link, useRouteLoaderData } from "react-router";
import { renderTileAdd } from "../features/add-to-cart/components/add-button";
import { ProductRail } from "../features/catalogue/components/product-rail";
import { cartFormAction } from "../features/cart/cart-actions.server";
import { translatorFor, useT } from "../lib/i18n";
import { HomeRails } from "../compose/home-rails";
import type { RootData } from "../lib/root-data";
import { BecomeCustomerSlot } from "../ui/become-customer-slot";
import type { Route } from "./+types/home";
import "./home.css";
import "../ui/product-tile/product-tile.css";
import "../ui/original-price.css";

export async function loader({ context }: Route.LoaderArgs) {
  const [categories, deals] = await Promise.all([
    context.catalogue.categoryTree(),
    context.catalogue.deals({ sort: "saving_percent", page: 1, size: RECOMMENDATION_RAIL_VISIBLE }),
  ]);
  return { categories, tenant: context.tenant.id, deals: deals.items };
}

// The page shows who is signed in: no shared cache may keep it.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** A tile's Add posted before hydration or without JavaScript. */
export const action = (args: Route.ActionArgs) => cartFormAction(args);

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [
    { title: t("Quire | Office supplies, ink, paper and furniture") },
    {
      name: "description",
      content: t("Shop office supplies: ink and toner, paper, pens, binders, furniture, technology, breakroom and cleaning."),
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, tenant, deals } = loaderData;
  const { t } = useT();
  // a guest on the business site is asked to open an account where the site says what it offers (decision 046)
  const signedIn = useRouteLoaderData<RootData>("root")?.session.isLoggedIn ?? false;
  // the hero banner's impression (decision 050): once per home page shown
  useEffect(() => track(bannerImpressionEvent(analyticsSite(), { id: "home-hero", placement: "home" })), []);
  return (
    <div className="page home">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">
          {tenant === "advantage" ? t("Everything your business runs on") : t("Everything for the desk, delivered")}
        </h1>
        <p>
          {tenant === "advantage"
            ? t("Account pricing, approvals and budget centres for your whole team.")
            : t("Free shipping on orders over $49.99. Pick up in store in 1 hour.")}
        </p>
        {tenant === "advantage" && !signedIn ? (
          <p>
            <BecomeCustomerSlot text={t("Open a business account")} className="button" />
          </p>
        ) : null}
      </section>
      <ProductRail
        id="rail-deals"
        heading={t("Today's deals")}
        products={deals}
        seeAllHref="/deals?sort=saving_percent"
        renderAdd={renderTileAdd}
      />
      <section aria-labelledby="categories-title">
        <h2 id="categories-title">{t("Shop by category")}</h2>
        <ul className="category-grid">
          {categories.map((c, i) => (
            <li key={c.slug} className="category-card">
              <Link to={`/c/${c.slug}`} className="category-card__link">
                {c.imageItemId ? (
                  <img
                    src={`/images/products/${c.imageItemId}.svg`}
                    alt=""
                    width={120}
                    height={120}
                    loading={i < 4 ? "eager" : "lazy"}
                    fetchPriority={i === 0 ? "high" : undefined}
                  />
                ) : null}
                <span className="category-card__name">{t(c.name)}</span>
                <span className="category-card__count">{t("{{number}} items", { number: formatCount(c.productCount) })}</span>
              </Link>
              {c.children.length > 0 ? (
                <ul className="category-card__children" aria-label={t("{{category}} subcategories", { category: t(c.name) })}>
                  {c.children.slice(0, 4).map((child) => (
                    <li key={child.slug}>
                      <Link to={`/c/${child.slug}`}>{t(child.name)}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <HomeRails />
    </div>
  );
}
