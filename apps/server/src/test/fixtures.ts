/**
 * The callers most domain tests need, on one seeded harness: a visitor (no token), a guest, and two registered
 * users (`member` and `other`, for "another user's data"). Registers its own beforeAll/afterAll; read the fields
 * inside tests, once the hooks have run.
 */
import { afterAll, beforeAll } from 'vitest';
import { createHarness, type Harness, type HarnessOptions, type TestClient } from './harness.ts';

export interface Cast {
  h: Harness;
  visitor: TestClient;
  guest: TestClient;
  member: TestClient;
  other: TestClient;
}

/** `name` prefixes the two accounts, so files never share one. */
export function useCast(name: string, options: HarnessOptions): Cast {
  const cast = {} as Cast;
  beforeAll(async () => {
    cast.h = await createHarness(options);
    [cast.visitor, cast.guest, cast.member, cast.other] = await Promise.all([
      cast.h.visitor(),
      cast.h.guest(),
      cast.h.registered(`${name}_member`),
      cast.h.registered(`${name}_other`),
    ]);
  });
  afterAll(() => cast.h?.close());
  return cast;
}
