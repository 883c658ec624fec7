import { z } from 'zod';

/** The envelope as a schema, for the server's tests and the OpenAPI description. */
export const envelopeSchema = z.object({
  code: z.number().int(),
  tip: z.string(),
  data: z.unknown(),
  hash: z.string().optional(),
});
