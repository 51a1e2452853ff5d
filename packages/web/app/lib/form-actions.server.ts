import { type DoorFailure, safeReturnPath } from "@quire/domain";
import { data } from "react-router";
import type { CartFormRefusal } from "./cart-form";

// Route actions: what a page's <form method="post"> reaches before hydration or without
// JavaScript (and a fetcher with it). Each calls the services' in-process door, then
// post/redirect/get on success, or answers the page again with the service's words on failure.
// The server has already checked the form's CSRF field against the cookie (page-forms.ts).

/** What a page renders after a refused post: which form, which line, and what the service said. */
type FormRefusal = CartFormRefusal;

export const SEE_OTHER = 303;

export function refused(intent: string, target: string | null, failure: DoorFailure, values?: Record<string, string>) {
  const body: { refusal: FormRefusal } = {
    refusal: {
      intent,
      target,
      code: failure.code,
      message: failure.message,
      status: failure.status,
      ...(failure.fields ? { fields: failure.fields } : {}),
      ...(values ? { values } : {}),
    },
  };
  return data(body, { status: failure.status });
}

export function unknownIntent(intent: string) {
  return data(
    { refusal: { intent, target: null, code: "INVALID_REQUEST", message: "This form can't do that." } satisfies FormRefusal },
    { status: 400 },
  );
}

export const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export function formFields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (form.has(name) ? [[name, field(form, name)]] : [])));
}

/** Where to go after signing in: the page the shopper came from, when it is one of ours. */
export function returnPathOf(request: Request): string {
  const url = new URL(request.url);
  return safeReturnPath(url.searchParams.get("jumpUrl") ?? url.searchParams.get("TARGET")) ?? "/";
}
