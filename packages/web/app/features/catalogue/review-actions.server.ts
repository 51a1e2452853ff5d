import { type ActionFunctionArgs, data, redirect } from "react-router";
import { WRITE_REVIEW_INTENT } from "./components/product-reviews";

const ITEM_ID_OF_URL = /_(\d{1,12})$/;

/** The write-a-review form posted to the product page: the review, then this page showing it. */
export async function writeReviewFormAction({ request, context, params }: ActionFunctionArgs) {
  const form = await request.clone().formData();
  if (form.get("intent") !== WRITE_REVIEW_INTENT) return null;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const itemUrl = params.itemUrl ?? "";
  const itemId = ITEM_ID_OF_URL.exec(itemUrl)?.[1] ?? "";
  const values = { rating: text("rating"), title: text("title"), body: text("body") };
  const result = await context.commands.run("reviews.write", { itemId, ...values });
  if (!result.ok) {
    return data({ reviewForm: { message: result.message, fields: result.fields ?? {}, values } }, { status: result.status });
  }
  return redirect(`/${itemUrl}?reviewed=1#reviews`, 303);
}
