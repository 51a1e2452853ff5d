import type { DoorResult, ListsDoor } from "@quire/domain";
import type { FastifyRequest } from "fastify";
import { doorFailure } from "../../http/commands";
import type { ListsService } from "./lists.service";

// The lists screens' and the add-to-list modal's reads (decision 032): the same service as the
// /cc/api lists calls; their changes are commands (lists.commands.ts).

async function attempt<T>(work: () => Promise<T>): Promise<DoorResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return doorFailure(error);
  }
}

export function listsPageDoor(lists: ListsService, request: FastifyRequest): ListsDoor {
  const session = request.session;
  return {
    lists: (params) => attempt(() => lists.state(session, params)),
    list: (listId, page) => attempt(() => lists.detail(session, listId, { page })),
  };
}
