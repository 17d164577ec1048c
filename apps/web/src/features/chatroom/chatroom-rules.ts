/**
 * The chatroom window's rules (spec doc 2 §2, §5, §9), pure so they are tested row by row:
 * its size and where it sits (where it may open: chatroom-allowed.ts, which the launcher on every
 * page loads without these).
 *
 * Positions are logical: `[inline, block]` = the distance in px of the window's inline-start edge
 * from the viewport's inline-start edge (left in LTR, right in RTL) and of its top from the top.
 */
export type Position = readonly [inline: number, block: number];
export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The window's size when the screen has room (spec §9: 360 × 700 px). */
export const CHATROOM_SIZE: Size = { width: 360, height: 700 };
/** The gap kept between the default position and the viewport's edges. */
export const CHATROOM_MARGIN = 16;
/** localStorage key of the remembered position (a JSON array of two numbers). */
export const CHATROOM_POSITION_KEY = 'chatroom_position';
/** How far one arrow key press moves the window (px); with Shift, KEY_STEP_LARGE. */
export const KEY_STEP = 10;
export const KEY_STEP_LARGE = 50;

/** The window's size in this viewport: 360 × 700, smaller where the viewport is. */
export function windowSize(viewport: Size): Size {
  return {
    width: Math.max(0, Math.min(CHATROOM_SIZE.width, viewport.width)),
    height: Math.max(0, Math.min(CHATROOM_SIZE.height, viewport.height)),
  };
}

/** Keeps the whole window inside the viewport. */
export function clampPosition(position: Position, size: Size, viewport: Size): Position {
  const clamp = (value: number, max: number) => Math.round(Math.min(Math.max(0, value), Math.max(0, max)));
  return [clamp(position[0], viewport.width - size.width), clamp(position[1], viewport.height - size.height)];
}

/** The default position: the block-end, inline-end corner (bottom right in LTR), a margin from the edges. */
export function defaultPosition(size: Size, viewport: Size): Position {
  return clampPosition([viewport.width - size.width - CHATROOM_MARGIN, viewport.height - size.height - CHATROOM_MARGIN], size, viewport);
}

/**
 * A stored position (spec §5: "a saved chatroom position must be an array, otherwise defaults are
 * used"): an array of exactly two finite numbers, else null. Anything unreadable is null too.
 */
export function parseStoredPosition(raw: string | null): Position | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [inline, block] = value as unknown[];
  if (typeof inline !== 'number' || typeof block !== 'number' || !Number.isFinite(inline) || !Number.isFinite(block)) return null;
  return [inline, block];
}

/** Where the window opens: the stored position when valid, else the default, in either case clamped to the viewport. */
export function initialPosition(raw: string | null, size: Size, viewport: Size): Position {
  const stored = parseStoredPosition(raw);
  return stored ? clampPosition(stored, size, viewport) : defaultPosition(size, viewport);
}

/** A pointer's physical movement as a logical one: in right-to-left pages moving right goes toward inline-start. */
export function dragBy(start: Position, dx: number, dy: number, rtl: boolean): Position {
  return [start[0] + (rtl ? -dx : dx), start[1] + dy];
}

/** The move an arrow key asks for (physical direction, as the key says), or null for other keys. */
export function keyMove(key: string, shift: boolean): { dx: number; dy: number } | null {
  const step = shift ? KEY_STEP_LARGE : KEY_STEP;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}
