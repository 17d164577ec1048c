/**
 * Sets `key` in `map`, first dropping the oldest entry when the map already holds `max` (insertion
 * order: a Map iterates oldest first). The one eviction rule of the web server's small memos.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  if (!map.has(key) && map.size >= max) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}
