/**
 * The password-strength estimate: zxcvbn-ts (@zxcvbn-ts/core with the common dictionaries and
 * keyboard layouts of @zxcvbn-ts/language-common), loaded on demand the first time a new password
 * is typed, so its ~1 MB of dictionaries stays off the page's first load. The score is 0…4;
 * `inputs` are words the password should not lean on (the account's email, the site's name).
 */
export type StrengthMeter = (password: string, inputs: readonly string[]) => number;

let meter: Promise<StrengthMeter> | undefined;

export function loadStrengthMeter(): Promise<StrengthMeter> {
  meter ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(([core, common]) => {
    const zxcvbn = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
    return (password, inputs) => zxcvbn.check(password, [...inputs]).score;
  });
  return meter;
}
