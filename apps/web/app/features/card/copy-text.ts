/** Copies a text to the clipboard; false when the browser refuses (then the person copies it by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
