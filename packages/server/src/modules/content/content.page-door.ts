import type { ContentDoor, DoorResult } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import type { ContentService } from "./content.service";

// The content pages' door: the same service and rules as the /cc/api/content calls.

const attempt = <T>(work: () => Promise<T>): Promise<DoorResult<T>> =>
  work().then((value) => ({ ok: true as const, value }), doorFailure);

export function contentPageDoor(content: ContentService, request: FastifyRequest): ContentDoor {
  const tenant = request.tenant.id;
  return {
    page: (slug) => content.page(request.session, tenant, slug),
    search: (query) => content.search(tenant, query),
    editable: (slug) => attempt(() => content.editable(request.session, tenant, slug)),
    preview: (slug, fields) => attempt(() => content.preview(request.session, tenant, slug, fields)),
    save: (slug, fields) => attempt(() => content.save(request.session, tenant, slug, fields)),
    sendFeedback: (fields) => attempt(() => content.sendFeedback(request.session, tenant, request.ip, fields)),
  };
}
