/** Test utilities: walk every exported value of the package. */

function isSchema(value: object): boolean {
  return 'kind' in value && '~standard' in value;
}

/**
 * Visits every plain value reachable from `root`, skipping valibot schemas and functions,
 * and reports each with a readable path (`pages.home.hero.heading`).
 */
export function walk(
  root: unknown,
  visit: (value: unknown, path: string) => void,
  path = '',
  seen = new WeakSet<object>(),
): void {
  visit(root, path);
  if (root === null || typeof root !== 'object') return;
  if (seen.has(root) || isSchema(root)) return;
  seen.add(root);
  if (Array.isArray(root)) {
    root.forEach((item, index) => {
      walk(item, visit, `${path}[${index}]`, seen);
    });
    return;
  }
  for (const [key, value] of Object.entries(root)) {
    walk(value, visit, path ? `${path}.${key}` : key, seen);
  }
}

/** Every string reachable from `root`, with its path. */
export function collectStrings(root: unknown): Array<{ path: string; value: string }> {
  const out: Array<{ path: string; value: string }> = [];
  walk(root, (value, path) => {
    if (typeof value === 'string') out.push({ path, value });
  });
  return out;
}

/** Every `{ label, href }` object reachable from `root`. */
export function collectLinks(root: unknown): Array<{ path: string; href: string; label: string }> {
  const out: Array<{ path: string; href: string; label: string }> = [];
  walk(root, (value, path) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      if (typeof record.href === 'string') {
        out.push({ path, href: record.href, label: String(record.label ?? record.title ?? '') });
      }
    }
  });
  return out;
}

/** Every `{ src, width, height, alt }` object reachable from `root`. */
export function collectImages(
  root: unknown,
): Array<{ path: string; src: string; width: number; height: number; alt: string }> {
  const out: Array<{ path: string; src: string; width: number; height: number; alt: string }> = [];
  walk(root, (value, path) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const r = value as Record<string, unknown>;
      if (
        typeof r.src === 'string' &&
        typeof r.width === 'number' &&
        typeof r.height === 'number'
      ) {
        out.push({ path, src: r.src, width: r.width, height: r.height, alt: String(r.alt ?? '') });
      }
    }
  });
  return out;
}
