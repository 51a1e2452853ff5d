import type { ContentDoor, DoorResult } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import { requestLanguage } from "../../http/request-language";
import type { ContentService } from "./content.service";

// The content pages' reads and the editor's preview: the same service and rules as the
// /cc/api/content calls; saving a page and sending feedback are commands (content.commands.ts).

const attempt = <T>(work: () => Promise<T>): Promise<DoorResult<T>> =>
  work().then((value) => ({ ok: true as const, value }), doorFailure);

export function contentPageDoor(content: ContentService, request: FastifyRequest): ContentDoor {
  const tenant = request.tenant.id;
  // a Spanish shopper reads and searches the pages' Spanish (decision 077)
  const language = requestLanguage(request);
  return {
    page: (slug) => content.page(request.session, tenant, slug, language),
    search: (query) => content.search(tenant, query, language),
    editable: (slug) => attempt(() => content.editable(request.session, tenant, slug)),
    preview: (slug, fields) => attempt(() => content.preview(request.session, tenant, slug, fields)),
  };
}
