import {
  FREE_SAMPLE_ALONE_MESSAGE,
  MAKE_PICKUP_STORE_INTENT,
  PICKUP_DRAWER_PARAM,
  PLAN_ON_ITS_OWN_MESSAGE,
  RECOMMENDATION_PLACEMENTS,
  RECOMMENDATION_RAIL_VISIBLE,
  formatCents,
  isAddToCartLabel,
  LOGIN_ROUTES,
  pageTitle,
  pickupDrawerOf,
  productStockMessage,
  reviewSortOf,
  withReturnTarget,
} from "@quire/domain";
import { data, Link, useLocation } from "react-router";
import { FastLink } from "../ui/fast-link";
import { ProductGallery } from "../features/catalogue/components/product-gallery";
import { writeReviewFormAction } from "../features/catalogue/review-actions.server";
import { AddToCartForm } from "../features/add-to-cart/components/add-to-cart-form";
import { SoldOutDrawer } from "../features/cart/components/sold-out-drawer";
import { useRootData } from "../lib/root-data";
import { translatorFor, type Translate, useT } from "../lib/i18n";
import { AddOnOffer, BundleOffer } from "../features/line-relations/components/product-relations";
import { PlanChoiceForm } from "../ui/plan-choice-form";
import { loadRecommendationRail } from "../features/recommendations/api/load-rail.server";
import { TileRails } from "../compose/tile-rails";
import { RecentlyViewedRail } from "../compose/recently-viewed-rail";
import { AddToListSlot } from "../ui/add-to-list-slot";
import { Price } from "../features/catalogue/components/price";
import { Suspense } from "react";
import { hydrateLater } from "../ui/hydrate-later";
import { cartFormAction } from "../features/cart/cart-actions.server";
import { ProductPickup } from "../features/pickup/components/product-pickup";
import { pickupStoreFormAction } from "../features/pickup/pickup-actions.server";
import type { Route } from "./+types/product";
import "../ui/product-tile/product-tile.css";
import "./product.css";
import "../ui/original-price.css";

// The stars are text and a picture: they hydrate after the first view (ui/hydrate-later.ts).
const loadRating = () => import("../features/catalogue/components/rating").then((m) => m.Rating);
const Rating = import.meta.env.SSR ? await loadRating() : hydrateLater(loadRating);

// Below the fold, the rails (compose/tile-rails.tsx), the specifications and the reviews hydrate
// after the first view too, so a phone's first download is the product and its Add to cart.
const loadSpecifications = () =>
  import("../features/catalogue/components/product-specifications").then((m) => m.ProductSpecifications);
const ProductSpecifications = import.meta.env.SSR ? await loadSpecifications() : hydrateLater(loadSpecifications);
const loadReviews = () => import("../features/catalogue/components/product-reviews").then((m) => m.ProductReviews);
const ProductReviews = import.meta.env.SSR ? await loadReviews() : hydrateLater(loadReviews);

const ITEM_URL = /^[a-z0-9-]{1,120}_\d{1,12}$/;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const itemUrl = params.itemUrl;
  // An address that is no product address is a missing page, not a missing product.
  if (!ITEM_URL.test(itemUrl)) throw data("", { status: 404 });
  const product = await context.catalogue.productByItemUrl(itemUrl);
  if (!product)
    throw data("We couldn't find that product. It may have been removed or the address may be mistyped.", { status: 404 });
  const stock = productStockMessage(product, new Date());
  // an out-of-stock or discontinued item offers alternates in the sold-out drawer (?alternates=open; decision 027)
  const url = new URL(request.url);
  // pickup in store at my store; ?pickup=today or ?pickup=stores opens its drawers (decision 031)
  const pickupDrawer = pickupDrawerOf(url.searchParams.get(PICKUP_DRAWER_PARAM));
  const alternatesOpen = url.searchParams.get("alternates") === "open";
  // the gallery's view (?view=2 without JavaScript) and the reviews' page and order (decision 038)
  const view = Number(url.searchParams.get("view") ?? "1");
  // the engine's rails (decision 049): bought with this item; substitutes when it cannot be bought;
  // only the tiles each rail shows go into the page's data (decision 053)
  const cannotBuy = product.status === "DISCONTINUED" || product.stockStatus === "OUT_OF_STOCK";
  // everything the page needs once the product is known, at once (decision 053: one wait, not three)
  const [offer, pickup, reviews, , crossSell, alternateChoices] = await Promise.all([
    context.doors.cart.alternatesFor?.(product.itemId),
    context.pickup.forProduct(product.itemId, { stores: pickupDrawer === "stores", zip: url.searchParams.get("zip") }),
    context.doors.reviews.view(product.itemId, {
      page: Number(url.searchParams.get("reviews") ?? "1") || 1,
      sort: reviewSortOf(url.searchParams.get("reviewSort")),
    }),
    context.doors.recommendations?.viewed(product.itemId),
    loadRecommendationRail(
      context,
      {
        id: "rail-cross-sell",
        scheme: "CUSTOMERS_ALSO_BOUGHT",
        placement: RECOMMENDATION_PLACEMENTS.crossSell,
        coreItemIds: [product.itemId],
      },
      RECOMMENDATION_RAIL_VISIBLE,
    ),
    cannotBuy
      ? loadRecommendationRail(
          context,
          {
            id: "rail-alternates",
            scheme: "ALTERNATE_CHOICES",
            placement: RECOMMENDATION_PLACEMENTS.outOfStockAlternate,
            coreItemIds: [product.itemId],
          },
          RECOMMENDATION_RAIL_VISIBLE,
        )
      : null,
  ]);
  return data(
    {
      product,
      stock,
      cartPath: context.tenant.cartPath,
      soldOut: offer?.ok ? offer.value : null,
      alternatesOpen,
      pickup,
      pickupDrawer,
      initialView: Number.isInteger(view) && view >= 1 && view <= product.views.length ? view : 1,
      reviews: reviews.ok ? reviews.value : null,
      justReviewed: url.searchParams.get("reviewed") === "1",
      crossSell,
      alternateChoices,
    },
    // prices and stock change: no cache outside the store keeps the page
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The loader's cache-control goes out with the page. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** The add form posted before hydration or without JavaScript: the cart page on success, this page with the reason otherwise. */
export const action = async (args: Route.ActionArgs) =>
  (await writeReviewFormAction(args)) ?? (await pickupStoreFormAction(args)) ?? cartFormAction(args);

/** The stock notice's words in the page's language: the domain writes them in English (stock.ts). */
function stockText(text: string, t: Translate): string {
  let m = /^Limited stock: only (\d+) left$/.exec(text);
  if (m) return t("Limited stock: only {{count}} left", { count: m[1]! });
  m = /^This item is currently backordered until (\w+) (\d+), (\d+)$/.exec(text);
  if (m)
    return t("This item is currently backordered until {{month}} {{day}}, {{year}}", {
      month: t(m[1]!),
      day: m[2]!,
      year: m[3]!,
    });
  m = /^Get it by (\w+)$/.exec(text);
  if (m) return t("Get it by {{weekday}} with standard delivery", { weekday: t(m[1]!) });
  return t(text);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  if (!data) return [{ title: t("Product not found | Quire") }];
  return [
    { title: pageTitle(data.product.name, data.product.brand) },
    { name: "description", content: data.product.description.slice(0, 155) },
  ];
}

export default function ProductPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const {
    product,
    stock,
    soldOut,
    alternatesOpen,
    pickup,
    pickupDrawer,
    initialView,
    reviews,
    justReviewed,
    crossSell,
    alternateChoices,
  } = loaderData;
  const location = useLocation();
  const { t } = useT();
  const tenant = useRootData()?.tenant.id ?? "dotcom";
  const refusal = actionData && "refusal" in actionData ? actionData.refusal : undefined;
  const reviewForm = actionData && "reviewForm" in actionData ? actionData.reviewForm : null;
  // A protection plan is bought with the item it covers (decision 025), from that item's page or the cart.
  const canAdd =
    isAddToCartLabel(product.actionLabel) &&
    product.status === "PUBLISHED" &&
    product.stockStatus !== "OUT_OF_STOCK" &&
    !product.isWarrantyPlan;
  return (
    <div className="page product-page">
      <nav aria-label={t("Breadcrumb")} className="breadcrumb">
        <ol>
          <li>
            <FastLink to="/">{t("Home")}</FastLink>
          </li>
          {product.parentCategory ? (
            <li>
              <FastLink to={`/c/${product.parentCategory.slug}`}>{t(product.parentCategory.name)}</FastLink>
            </li>
          ) : null}
          <li>
            <FastLink to={`/c/${product.category.slug}`}>{t(product.category.name)}</FastLink>
          </li>
        </ol>
      </nav>
      <div className="product-page__layout">
        <div className="product-page__media">
          <ProductGallery key={product.itemId} name={product.name} views={product.views} initialView={initialView} />
        </div>
        <div className="product-page__info">
          <p className="product-page__brand" lang="en">
            <FastLink to={`/search?query=${encodeURIComponent(product.brand)}&brand=${product.brandSlug}`}>
              {product.brand}
            </FastLink>
          </p>
          <h1 className="product-page__name" lang="en">
            {product.name}
          </h1>
          <p className="product-page__ids">
            {t("Item {{id}}", { id: product.itemId })}
            {product.unitCount > 1
              ? ` · ${t("{{unit}} of {{count}}", { unit: t(product.unit), count: product.unitCount })}`
              : ` · ${t(product.unit)}`}
          </p>
          <Suspense fallback={null}>
            <Rating rating={product.rating} count={product.reviewCount} />
          </Suspense>
          {product.status === "DISCONTINUED" ? <p className="badge badge--discontinued">{t("Discontinued")}</p> : null}
          {product.newPackaging ? <p className="badge badge--new-packaging-">{t("New Packaging!")}</p> : null}
          <Price finalCents={product.finalPriceCents} baseCents={product.basePriceCents} size="lg" method={product.priceMethod} />
          {product.comparePriceCents ? (
            <p className="compare-price">{t("Compare at {{price}}", { price: formatCents(product.comparePriceCents) })}</p>
          ) : null}
          {product.isWarrantyPlan ? <p className="notice">{t(PLAN_ON_ITS_OWN_MESSAGE)}</p> : null}
          {product.isFreeSample ? (
            // A sample is added with another item; alone, the cart refuses it in the same words (decision 026).
            <p className="notice">{t(FREE_SAMPLE_ALONE_MESSAGE)}</p>
          ) : null}
          <div className={`stock stock--${stock.tone}`}>
            <p className="stock__headline">{stockText(stock.headline, t)}</p>
            {stock.detail ? <p className="stock__detail">{stockText(stock.detail, t)}</p> : null}
          </div>
          {soldOut ? (
            <p className="product-page__alternates">
              <Link to={{ search: "?alternates=open" }} preventScrollReset>
                {t("See alternatives")}
              </Link>
            </p>
          ) : null}
          {soldOut && alternatesOpen ? (
            <SoldOutDrawer
              tenant={tenant}
              reason={soldOut.reason}
              itemName={product.name}
              alternates={soldOut.alternates}
              closeTo={`/${params.itemUrl}`}
            />
          ) : null}
          {product.variants.length > 1 ? (
            <nav className="variants" aria-label={t("Colours")}>
              <p className="variants__label">
                {t("Colour:")} {product.color ? <span lang="en">{product.color}</span> : t("Standard")}
              </p>
              <ul>
                {product.variants.map((v) => (
                  <li key={v.itemId}>
                    <FastLink to={v.itemUrl} aria-current={v.itemId === product.itemId ? "true" : undefined} lang="en">
                      {v.color ?? v.itemId}
                    </FastLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <AddToCartForm
            key={product.itemId}
            itemId={product.itemId}
            canAdd={canAdd}
            ctaText={t("Add to cart")}
            quantityLimit={product.quantityLimit}
            serverError={
              refusal?.intent === "add" && refusal.target === product.itemId && !refusal.values?.deliveryType
                ? t(refusal.message)
                : undefined
            }
            renderExtra={
              product.status === "PUBLISHED" && !product.isFreeSample
                ? (qty) => (
                    <AddToListSlot
                      itemId={product.itemId}
                      itemUrl={product.itemUrl}
                      qty={qty}
                      itemName={product.name}
                      className="button button--secondary product-page__add-to-list"
                    />
                  )
                : undefined
            }
          />
          {pickup.allowed && isAddToCartLabel(product.actionLabel) && !product.isWarrantyPlan && !product.isFreeSample ? (
            <ProductPickup
              itemId={product.itemId}
              itemName={product.name}
              myStore={pickup.myStore}
              nearby={pickup.nearby}
              searchedZip={pickup.searchedZip}
              searchError={pickup.searchError}
              drawer={pickupDrawer}
              pagePath={`/${params.itemUrl}`}
              canAdd={product.status === "PUBLISHED"}
              error={
                refusal?.intent === MAKE_PICKUP_STORE_INTENT ||
                (refusal?.intent === "add" && refusal.target === product.itemId && refusal.values?.deliveryType)
                  ? t(refusal.message)
                  : null
              }
            />
          ) : null}
          {product.assemblyEligible ? <p className="notice">{t("Professional assembly available for this item.")}</p> : null}
          {product.warrantyPlans.length > 0 ? (
            <section className="plans" aria-labelledby="plans-title">
              <h2 id="plans-title">{t("Protection plans")}</h2>
              <PlanChoiceForm
                intent="add-with-plan"
                fields={{ itemId: product.itemId, qty: "1" }}
                plans={product.warrantyPlans}
                legend={t("Choose a protection plan for {{name}}", { name: product.name })}
                buttonText={t("Add with protection plan")}
                disabled={!canAdd}
                error={refusal?.intent === "add-with-plan" ? t(refusal.message) : null}
              />
            </section>
          ) : null}
          {product.addOns && product.addOns.length > 0 ? (
            <AddOnOffer
              itemId={product.itemId}
              addOns={product.addOns}
              canAdd={canAdd}
              error={refusal?.intent === "add-with-addons" ? t(refusal.message) : null}
            />
          ) : null}
          {(product.bundles ?? []).map((b) => (
            <BundleOffer
              key={b.bundleId}
              bundle={b}
              error={refusal?.intent === "add-bundle" && refusal.target === b.bundleId ? t(refusal.message) : null}
            />
          ))}
        </div>
      </div>
      <Suspense fallback={null}>
        <TileRails rails={[alternateChoices, crossSell]} />
      </Suspense>
      <RecentlyViewedRail viewed={product.itemId} />
      <section className="product-page__description" aria-labelledby="about-title">
        <h2 id="about-title">{t("About this item")}</h2>
        <p lang="en">{product.description}</p>
      </section>
      <Suspense fallback={null}>
        <ProductSpecifications name={product.name} rows={product.specifications} />
      </Suspense>
      {reviews ? (
        <Suspense fallback={null}>
          <ProductReviews
            itemName={product.name}
            view={reviews}
            pagePath={`/${params.itemUrl}`}
            signInHref={withReturnTarget(LOGIN_ROUTES.identityLogin, `${location.pathname}#reviews`, tenant)}
            formState={reviewForm}
            justWritten={justReviewed}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
