/**
 * Checks every request makes before anything reaches a parser, a query or Postgres (NUL bytes that
 * Postgres refuses and deeply nested bodies gave 500s). Iterative, so a hostile nesting depth cannot overflow the
 * stack of the check itself.
 */

/** C0 controls and DEL, except tab, line feed and carriage return, which long texts legitimately hold. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/**
 * The path (`description`, `link.url`, `fighters.3`) of the first key or string value in `value` that holds a
 * control character, or null. Walks at most `maxNodes` nodes; beyond that the value is reported as too large ('').
 */
export function controlCharacterPath(value: unknown, maxNodes = 100_000): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  let seen = 0;
  while (stack.length > 0) {
    const { value: node, path } = stack.pop()!;
    if (++seen > maxNodes) return '';
    if (typeof node === 'string') {
      if (hasControlCharacter(node)) return path || '_';
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => stack.push({ value: item, path: join(path, String(index)) }));
    } else if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (hasControlCharacter(key)) return join(path, key.replace(CONTROL, '?'));
        stack.push({ value: item, path: join(path, key) });
      }
    }
  }
  return null;
}

/** Whether `value` nests deeper than `maxDepth` or serializes to more than `maxBytes` (roughly: string lengths). */
export function jsonTooDeep(value: unknown, maxDepth: number, maxBytes: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let bytes = 0;
  while (stack.length > 0) {
    const { value: node, depth } = stack.pop()!;
    if (depth > maxDepth) return true;
    if (typeof node === 'string') bytes += node.length + 2;
    else if (Array.isArray(node)) {
      bytes += 2;
      for (const item of node) stack.push({ value: item, depth: depth + 1 });
    } else if (node && typeof node === 'object') {
      bytes += 2;
      for (const [key, item] of Object.entries(node)) {
        bytes += key.length + 3;
        stack.push({ value: item, depth: depth + 1 });
      }
    } else bytes += 8;
    if (bytes > maxBytes) return true;
  }
  return false;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
