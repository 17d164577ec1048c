import { CHAT_MESSAGE_MAX, chatBodyProblem, chatLength, type ChatBodyProblem, type ChatMessage } from '@exchange/contract/chat';

/**
 * The chat log's pure logic: merging history pages and live pushes, the composer's counter and
 * rule, and which message a refused post shows.
 */

/** How many messages a page keeps at most (older ones drop off the top; "load older" brings them back). */
export const MAX_KEPT = 500;

/** Messages oldest first, each once (a push and a page may both bring the same message). */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[], keep = MAX_KEPT): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  const sorted = [...byId.values()].sort((a, b) => a.id - b.id);
  return sorted.length > keep ? sorted.slice(sorted.length - keep) : sorted;
}

/** The composer's text as typed: line breaks become spaces (a message is one line). */
export function normaliseDraft(text: string): string {
  return text.replace(/\r\n?|\n/g, ' ');
}

export interface ComposerState {
  /** characters counted toward the limit (trimmed, code points) */
  readonly length: number;
  readonly max: number;
  /** what stops sending; `empty` is shown as nothing, the others as an error */
  readonly problem: ChatBodyProblem | null;
}

export function composerState(draft: string): ComposerState {
  return { length: chatLength(draft.trim()), max: CHAT_MESSAGE_MAX, problem: chatBodyProblem(draft) };
}

export type SendError = 'rateLimited' | 'tooLong' | 'invalid' | 'loginRequired' | 'failed';

/** The message a refused post shows, from the API's status (0: no answer). */
export function sendErrorOf(status: number, message: string): SendError {
  if (status === 429) return 'rateLimited';
  if (status === 401) return 'loginRequired';
  if (status === 400 && /at most/.test(message)) return 'tooLong';
  if (status === 400) return 'invalid';
  return 'failed';
}

/** "Near the bottom": a new message scrolls the log down only when the reader was already there. */
export function nearBottom(scrollTop: number, clientHeight: number, scrollHeight: number, slack = 48): boolean {
  return scrollHeight - (scrollTop + clientHeight) <= slack;
}
