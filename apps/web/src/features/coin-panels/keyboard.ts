/**
 * Arrow-key movement through a coin list's rows (roving tabindex): Up/Down one row, Page Up/Down
 * a screenful, Home/End the ends. Returns undefined for keys the list does not use.
 */
export function nextIndex(key: string, current: number, count: number, page = 10): number | undefined {
  if (count <= 0) return undefined;
  const clamp = (i: number) => Math.min(count - 1, Math.max(0, i));
  switch (key) {
    case 'ArrowDown':
      return clamp(current + 1);
    case 'ArrowUp':
      return clamp(current - 1);
    case 'PageDown':
      return clamp(current + page);
    case 'PageUp':
      return clamp(current - page);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * The row that takes Tab (tabindex 0): the remembered one while it is rendered, else the first
 * rendered row, so the list stays reachable after it scrolls the remembered row away.
 */
export function tabStop(active: number, rendered: readonly number[]): number {
  if (rendered.includes(active)) return active;
  return rendered[0] ?? 0;
}
