/**
 * `compute` remembered per input object: a value derived from one shared read (the server's
 * markets list, kept a few seconds and handed to every render in that time) is computed once per
 * read, not once per page render. The memo is weak: a read no one holds now is forgotten with
 * its value. `compute` must depend on its argument alone.
 */
export function perRead<I extends object, T>(compute: (input: I) => T): (input: I) => T {
  const memo = new WeakMap<I, { readonly value: T }>();
  return (input) => {
    const hit = memo.get(input);
    if (hit) return hit.value;
    const value = compute(input);
    memo.set(input, { value });
    return value;
  };
}
