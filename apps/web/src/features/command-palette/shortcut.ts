/** Input types a visitor types text into: '/' typed there is text, not the palette's shortcut. */
const TEXT_INPUT_TYPES: ReadonlySet<string> = new Set([
  '',
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** The facts of an element the guard needs (an HTMLElement has them; tests pass plain objects). */
export interface TargetLike {
  readonly tagName?: string;
  readonly type?: string;
  readonly isContentEditable?: boolean;
  readonly readOnly?: boolean;
}

/** Whether keys typed at `target` are text: a text input, a textarea, a select, or editable content. */
export function isTextField(target: TargetLike | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = (target.tagName ?? '').toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return TEXT_INPUT_TYPES.has((target.type ?? '').toLowerCase());
  return false;
}

export interface KeyLike {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
  readonly shiftKey: boolean;
  readonly isComposing?: boolean;
  readonly defaultPrevented?: boolean;
  readonly target: TargetLike | null;
}

/**
 * Whether a key press toggles the command palette: Ctrl-K or Cmd-K anywhere; '/' only when focus
 * is not in a text field (there it is a character) and no modifier is held. A press another
 * handler already took (defaultPrevented) or an IME composition does not count.
 */
export function paletteShortcut(event: KeyLike): 'toggle' | 'open' | null {
  if (event.isComposing || event.defaultPrevented) return null;
  const key = event.key.toLowerCase();
  if (key === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) return 'toggle';
  if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target)) return 'open';
  return null;
}
