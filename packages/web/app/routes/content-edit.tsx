import type { ContentEditFields } from "@quire/domain";
import { data, redirect } from "react-router";
import { ContentEditForm } from "../features/content/components/content-edit-form";
import { field } from "../lib/form-actions.server";
import { translatorFor, useT } from "../lib/i18n";
import type { Route } from "./+types/content-edit";

// /content/edit/<slug>: a store admin's editor of a content page (decision 036). Anyone without
// CONTENT_EDITOR gets the store's 404: the editor's existence is nobody else's business.

function slugOf(params: Route.LoaderArgs["params"]): string {
  return (params["*"] ?? "").replace(/^\/+|\/+$/g, "");
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const result = await context.doors.content.editable(slugOf(params));
  if (!result.ok) throw data("", { status: 404 });
  return { page: result.value, siteName: context.tenant.siteName };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const root = matches.find((m) => m?.id === "root")?.data as { language?: "en" | "es" } | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [
    { title: t("Edit {{title}} | {{site}}", { title: loaderData.page.title, site: loaderData.siteName }) },
    { name: "description", content: t("Edit the {{title}} page.", { title: loaderData.page.title }) },
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const slug = slugOf(params);
  const form = await request.formData();
  const fields: ContentEditFields = {
    title: field(form, "title"),
    description: field(form, "description"),
    body: field(form, "body"),
  };
  if (field(form, "intent") === "preview") {
    const preview = await context.doors.content.preview(slug, fields);
    if (!preview.ok) {
      if (preview.status === 401 || preview.status === 403 || preview.status === 404) throw data("", { status: 404 });
      return data(
        { values: fields, refusal: { message: preview.message, fields: preview.fields }, previewHtml: null },
        { status: preview.status },
      );
    }
    return { values: fields, refusal: null, previewHtml: preview.value.html };
  }
  const saved = await context.commands.run("content.save", { slug, ...fields });
  if (!saved.ok) {
    if (saved.status === 401 || saved.status === 403 || saved.status === 404) throw data("", { status: 404 });
    return data(
      { values: fields, refusal: { message: saved.message, fields: saved.fields }, previewHtml: null },
      { status: saved.status },
    );
  }
  return redirect(saved.value.path, 303);
}

export default function ContentEditRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  const { t, language } = useT();
  const saved = new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(page.updatedAt));
  return (
    <div className="page page--narrow">
      <h1>{t('Edit "{{title}}"', { title: page.title })}</h1>
      <p>
        {t("Address")} <a href={page.path}>{page.path}</a> ·{" "}
        {page.editedBy
          ? t("last saved {{date}} UTC by {{name}}", { date: saved, name: page.editedBy })
          : t("last saved {{date}} UTC", { date: saved })}
      </p>
      <ContentEditForm
        // a new answer is a new form, showing the fields as posted
        key={JSON.stringify(actionData?.values ?? null)}
        path={page.path}
        values={actionData?.values ?? page}
        refusal={actionData?.refusal ?? null}
        previewHtml={actionData?.previewHtml ?? null}
      />
    </div>
  );
}
