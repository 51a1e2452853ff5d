import type { ContentCommandAnswers } from "@quire/domain";
import type { Command, CommandInput, CommandTable } from "../../http/commands";
import { contentEditFields, feedbackFields } from "./content.schema";
import type { ContentService } from "./content.service";

// The content pages' changes (decision 036), each declared once (decision 063): the content calls
// and the editor's and feedback forms run these. The service checks who may edit before it reads
// the fields (their rules and words are its own), so the input passes them on as they came.

type Answer<N extends keyof ContentCommandAnswers> = ContentCommandAnswers[N];

interface PageEdit {
  slug: string;
  fields: unknown;
}

const pageEdit: CommandInput<PageEdit> = {
  schema: contentEditFields,
  parse(body) {
    const { slug, fields } = (typeof body === "object" && body !== null ? body : {}) as { slug?: unknown; fields?: unknown };
    return { slug: typeof slug === "string" ? slug : "", fields };
  },
};

export function contentCommands(content: ContentService) {
  const save: Command<PageEdit, Answer<"content.save">, Answer<"content.save">> = {
    name: "content.save",
    input: pageEdit,
    run: ({ request }, { slug, fields }) => content.save(request.session, request.tenant.id, slug, fields),
    fromForm: (fields) => ({
      slug: fields.slug ?? "",
      fields: { title: fields.title ?? "", description: fields.description ?? "", body: fields.body ?? "" },
    }),
    toPage: (page) => ({ ok: true, value: page }),
  };
  const sendFeedback: Command<unknown, Answer<"content.send-feedback">, Answer<"content.send-feedback">> = {
    name: "content.send-feedback",
    input: { schema: feedbackFields, parse: (body) => body },
    run: ({ request }, fields) => content.sendFeedback(request.session, request.tenant.id, request.ip, fields),
    fromForm: (fields) => ({ topic: fields.topic ?? "", message: fields.message ?? "", email: fields.email ?? "" }),
    toPage: (sent) => ({ ok: true, value: sent }),
  };
  return { save, sendFeedback };
}

/** The content pages' commands by the names their actions use. */
export function contentPageCommands(content: ContentService): CommandTable<ContentCommandAnswers> {
  const commands = contentCommands(content);
  return { "content.save": commands.save, "content.send-feedback": commands.sendFeedback };
}
