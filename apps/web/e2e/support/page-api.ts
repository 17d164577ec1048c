import type { Page } from '@playwright/test';

/**
 * One API call from the page, as the site's own client sends it: same origin (the web server
 * forwards it), the browser's cookies, and the double-submit CSRF pair from the `csrftoken`
 * cookie; a body form-encoded. For a test that sets state up or reads what the page cannot show.
 */
export async function apiCall(page: Page, method: 'GET' | 'POST', path: string, body?: Record<string, string>): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const answer = await fetch(path, {
        method,
        headers: { 'content-type': 'application/x-www-form-urlencoded', csrftoken: csrf },
        ...(body ? { body: new URLSearchParams(body) } : {}),
      });
      return { status: answer.status, json: (await answer.json()) as unknown };
    },
    { method, path, body },
  );
}
