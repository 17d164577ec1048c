/** Form-encodes a flat object (spec doc 1 §7: bodies are form-encoded); undefined and null fields are left out. */
export function formEncode(input: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return params;
}
