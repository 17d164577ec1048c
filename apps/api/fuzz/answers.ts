import { errorAnswer } from '@exchange/contract/define';

/**
 * What is wrong with an answer to a fuzz input, or undefined when nothing is: never a 5xx, and
 * from 400 on the JSON `{code, message}` envelope with a JSON content type. Shared by the
 * in-process suite (httpFuzz.ts) and the one through the web server (forwardingFuzz.ts).
 */
export function answerProblem(status: number, contentType: string | null | undefined, text: string): string | undefined {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  if (status < 400) return undefined;
  const type = contentType ?? '';
  if (!type.startsWith('application/json')) return `a ${status} with content-type ${type || '(none)'}: ${text.slice(0, 300)}`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `a ${status} whose body is not JSON: ${text.slice(0, 300)}`;
  }
  return errorAnswer.safeParse(json).success ? undefined : `a ${status} without {code, message}: ${text.slice(0, 300)}`;
}
