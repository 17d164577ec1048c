import { z } from 'zod/mini';
import { defineCall, errorAnswer, noInput, ok } from './define';

/** Fund-password validity (spec doc 2 §9): 1 one hour, 2 every time, 0 never. */
export const FUND_PASS_FREQUENCIES = [1, 2, 0] as const;
export type FundPassFrequency = (typeof FUND_PASS_FREQUENCIES)[number];
const frequency = z.union([z.literal(0), z.literal(1), z.literal(2)]);
/**
 * The frequency as a form sends it ('0', '1', '2') or as JSON (0, 1, 2), and nothing else:
 * z.coerce.number() would turn '', ' ', null or false into 0 ("never", the weakest setting).
 */
const frequencyField = z.union(
  [
    frequency,
    z.pipe(
      z.enum(['0', '1', '2']),
      z.transform((value) => Number(value) as FundPassFrequency),
    ),
  ],
  {
    error: (issue) => (issue.input === undefined ? undefined : 'Choose a frequency: 1, 2 or 0'),
  },
);

/** The user's fund-password frequency; "every time" (the strictest) when unknown. */
export const getUserFrequency = defineCall({
  method: 'GET',
  path: '/apiweb/v1/user/get_user_frequency',
  request: noInput,
  answer: ok(z.object({ frequency })),
  fallback: { code: 0, message: '', data: { frequency: 2 } },
});

/**
 * Changes the fund-password frequency: needs the fund password and a current authenticator
 * code. Answers 200 `{result, msg}` (this endpoint's legacy shape, spec doc 2 §7); every refusal
 * is a 4xx whose body is `setTradePassFrequencyRefusal`: `result: false` and `msg` for the
 * endpoint's legacy clients, `code` and `message` (the same text) for ours.
 */
export const setTradePassFrequency = defineCall({
  method: 'POST',
  path: '/json_svr/query_safe',
  request: z.object({
    action: z.literal('tradepassfrequency'),
    frequency: frequencyField,
    fundpass: z.string().check(z.minLength(1, 'Enter your fund password'), z.maxLength(128)),
    totp: z.string().check(z.regex(/^\d{6}$/, 'Enter the 6-digit code')),
  }),
  answer: z.object({ result: z.union([z.boolean(), z.number()]), msg: z.string() }),
  fallback: { result: false, msg: '' },
});

/**
 * A refusal of `setTradePassFrequency` (any 4xx: invalid input, login required, CSRF, wrong fund
 * password or code, rate limit): the error envelope plus the legacy `result: false` and `msg`
 * (equal to `message`). A wrong password, a wrong code and a replayed code share one message.
 */
export const setTradePassFrequencyRefusal = z.extend(errorAnswer, { result: z.literal(false), msg: z.string() });
