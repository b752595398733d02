/**
 * The fields of a body that differ from the body the form was loaded with: what a form sends as a partial update
 * (PATCH semantics on a PUT with every field optional). Two people editing one record — a person on /my/settings,
 * an admin on /admin/users/{id} — then never write back the other's change with the value their form loaded.
 */
export function changedFields<T extends Record<string, unknown>>(
  body: T,
  loaded: Record<string, unknown>,
): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(body) as (keyof T)[]) {
    if (body[key] === undefined) continue;
    if (!sameValue(body[key], loaded[key as string])) changed[key] = body[key];
  }
  return changed;
}

/** Values as JSON sees them: dates by instant, arrays and objects by content. */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
