/** JSON in Web Storage that never throws (private mode, quota, corrupt values, the server). */
export function readJson<T>(storage: () => Storage, key: string): T | null {
  try {
    const raw = storage().getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(storage: () => Storage, key: string, value: unknown) {
  try {
    if (value === null || value === undefined) storage().removeItem(key);
    else storage().setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable: state lives in memory for this page
  }
}

export const local = () => window.localStorage;
export const session = () => window.sessionStorage;
