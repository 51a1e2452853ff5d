import type { z } from "zod";
import type { CommandInput } from "./commands";
import { AppError } from "./errors";

/** A command input read by a Zod schema: a refusal is 400 INVALID_REQUEST naming the field. */
export function zodInput<S extends z.ZodType>(schema: S): CommandInput<z.output<S>> {
  return {
    schema,
    parse(body) {
      const parsed = schema.safeParse(body);
      if (parsed.success) return parsed.data;
      const issue = parsed.error.issues[0];
      const path = issue?.path.join(".");
      throw new AppError(400, "INVALID_REQUEST", path ? `${path}: ${issue?.message}` : (issue?.message ?? "Invalid request"));
    },
  };
}
