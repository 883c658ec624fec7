const HERE = 'https://site.invalid';
/** A backslash, a control character or DEL: never in a path we write, and read as something else by browsers. */
const unsafeInPath = (c: string) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/**
 * A path inside this site (`/x?y#z`) as given, or null: never `//host`, a scheme, or what a browser reads as another
 * host (`/\\host`, `/<tab>/host`: URL parsing treats a backslash as a slash and drops tabs and line breaks). Read as
 * the browser would against a stand-in origin, the path must stay on it. For every address that comes from outside
 * the code (a `redirect` parameter, an operator's menu item).
 */
export function sitePath(to: string | null | undefined): string | null {
  if (!to || !to.startsWith('/') || to.startsWith('//') || [...to].some(unsafeInPath)) return null;
  try {
    const url = new URL(to, HERE);
    // What is given is checked, and so is what it becomes: `/.//host` and `/%2e%2e//host` resolve to `//host`.
    if (url.origin !== HERE || url.pathname.startsWith('//')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
