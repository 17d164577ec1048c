import { loadUsercenterApi } from '@/lib/api/on-demand';

/**
 * Logs this device out (logout: the API clears the session, pver and sign cookies) or every device
 * (logoutAll), as a header call: 4 s at most (spec doc 1 §7, NOTES "Timeouts"). Resolves once the
 * API answered or the call gave up; the caller goes to the login page either way.
 */
export async function logOut(all: boolean): Promise<void> {
  const api = await loadUsercenterApi();
  await api.browserRequest(all ? api.logoutAll : api.logout, {}, { header: true });
}
