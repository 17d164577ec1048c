/** Where click events go (no zod here: the page's tracker posts to it without loading the contract). */
export const TRACK_EVENTS_PATH = '/api/web/v1/track/events';
