/**
 * The player's keyboard shortcuts: one table, read by the key handler and by the help overlay (`?`), so the
 * list shown is the list that works.
 */
export type ShortcutAction = 'toggle' | 'back' | 'forward' | 'volumeUp' | 'volumeDown' | 'mute' | 'fullscreen' | 'danmaku' | 'help';

export const SHORTCUTS: readonly { keys: readonly string[]; labels: readonly string[]; action: ShortcutAction }[] = [
  { keys: [' ', 'k', 'K'], labels: ['Space', 'K'], action: 'toggle' },
  { keys: ['ArrowLeft'], labels: ['←'], action: 'back' },
  { keys: ['ArrowRight'], labels: ['→'], action: 'forward' },
  { keys: ['ArrowUp'], labels: ['↑'], action: 'volumeUp' },
  { keys: ['ArrowDown'], labels: ['↓'], action: 'volumeDown' },
  { keys: ['m', 'M'], labels: ['M'], action: 'mute' },
  { keys: ['f', 'F'], labels: ['F'], action: 'fullscreen' },
  { keys: ['d', 'D'], labels: ['D'], action: 'danmaku' },
  { keys: ['?'], labels: ['?'], action: 'help' },
];

export const SEEK_SECONDS = 5;
export const VOLUME_STEP = 0.1;

/** Where typing means typing: no shortcut there. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'range', 'submit', 'reset'].includes(target.type);
}

/** The action a key press asks for, or null (modifier held, typing, or a key we do not use). */
export function shortcutFor(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): ShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || isTextEntry(event.target)) return null;
  // Space and Enter on a focused button press that button; Space on a checkbox or a switch turns it.
  const pressable = 'button, [role="button"], [role="menuitemradio"], a, input[type="checkbox"], input[type="radio"], [role="switch"]';
  if (event.key === ' ' && event.target instanceof HTMLElement && event.target.closest(pressable)) return null;
  // Arrows on a slider or a radio button move that control (the danmaku settings).
  if (event.key.startsWith('Arrow') && event.target instanceof HTMLInputElement && ['range', 'radio'].includes(event.target.type)) return null;
  return SHORTCUTS.find((s) => s.keys.includes(event.key))?.action ?? null;
}
