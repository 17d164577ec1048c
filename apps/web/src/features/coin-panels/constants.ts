/**
 * The coin list's constants (spec §9 "Coin list: row height 52, list height 530, overscan 9,
 * scroll threshold 450 with 200 ms throttle"), in one place.
 */
export const ROW_HEIGHT_PX = 52;
export const LIST_HEIGHT_PX = 530;
/** rows rendered beyond each edge of the visible window */
export const OVERSCAN_ROWS = 9;
/** 'View All' appears once the list is scrolled this far */
export const VIEW_ALL_THRESHOLD_PX = 450;
/** how often a scroll re-checks the threshold */
export const SCROLL_THROTTLE_MS = 200;
