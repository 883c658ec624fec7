/** A positive integer query parameter, or null. */
export function idParam(search: URLSearchParams, name: string): number | null {
  const value = Number(search.get(name));
  return Number.isInteger(value) && value > 0 && value < 2 ** 31 ? value : null;
}

/** One of the allowed values, or the fallback. */
export function choiceParam<T extends string>(search: URLSearchParams, name: string, allowed: readonly T[], fallback: T): T {
  const value = search.get(name) as T | null;
  return value && allowed.includes(value) ? value : fallback;
}
