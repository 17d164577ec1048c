/** A simple drawn mark (NOTES.md: draw our own logos, copy no artwork). Decorative: the link carries the name. */
export function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <circle cx="14" cy="14" r="13" fill="var(--brand)" />
      <path d="M19 9.5A6.5 6.5 0 1 0 20.5 14H14" fill="none" stroke="var(--brand-fg)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
