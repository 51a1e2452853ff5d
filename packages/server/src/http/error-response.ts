import { z } from "zod";

// The shape of every refusal the JSON calls answer ({code, message}), shared by every module's
// route schemas so that no module reaches into another for it.
export const errorResponse = z
  .object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional().describe("a message per field that was refused"),
    reference: z.string().optional(),
  })
  .describe("Error (reference: the request id, decision 054)");
