/**
 * The first character of a name, for an avatar without a picture: a whole character (a code point: `𠮷`, an emoji),
 * never half of one as `slice(0, 1)` would give. By code point rather than grapheme cluster: the same answer on the
 * server and in every browser (grapheme rules differ between ICU versions, and a differing letter would fail
 * hydration), at the cost of showing an emoji sequence's first part.
 */
export function nameInitial(name: string): string {
  return Array.from(name.trim())[0] ?? '';
}
