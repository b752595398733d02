/** Orders of ids the organizer edits before saving the whole list: a ring's queue, the categories. */

/** The queue with `fights` not on it yet added at the end, in their order. */
export function appended(queue: readonly string[], fights: readonly { _id: string }[]): string[] {
  const on = new Set(queue);
  return [...queue, ...fights.map((fight) => fight._id).filter((id) => !on.has(id))];
}

/** The list with `id` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved(queue: readonly string[], id: string, step: -1 | 1): string[] {
  const next = [...queue];
  const from = next.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export function without(queue: readonly string[], id: string): string[] {
  return queue.filter((other) => other !== id);
}
