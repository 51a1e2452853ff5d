import { ContentArticle } from "../features/content/components/content-article";
import { contentPageMeta, loadContentPage } from "../features/content/content-route";
import { GIFT_CARD_BALANCE_PATH } from "../features/layout/components/gift-card-balance-form";
import { useT } from "../lib/i18n";
import type { Route } from "./+types/gift-cards";

// /gift-cards: the gift cards landing page, a content page (decision 036) with the ways to buy one
// and the balance check.

export async function loader({ context }: Route.LoaderArgs) {
  return loadContentPage(context, "gift-cards");
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return contentPageMeta(loaderData);
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function GiftCardsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <div className="page page--narrow">
      <ContentArticle page={loaderData.page}>
        <p className="gift-cards__actions">
          <a className="button" href="/c/e-gift-cards">
            {t("Shop eGift cards")}
          </a>
          <a className="button button--secondary" href="/c/physical-gift-cards">
            {t("Shop gift cards by mail")}
          </a>
          <a className="button button--secondary" href={GIFT_CARD_BALANCE_PATH}>
            {t("Check a balance")}
          </a>
        </p>
      </ContentArticle>
    </div>
  );
}
