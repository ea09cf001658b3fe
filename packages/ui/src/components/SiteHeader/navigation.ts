/** A navigation link: a native `<a>` (a LinkProvider routes it). */
export interface NavLink {
  label: string;
  href: string;
}

/** A top-level navigation entry; with `children` it becomes a dropdown on desktop. */
export interface NavItem extends NavLink {
  children?: NavLink[];
}

function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** Whether `href` is the page at `currentPath` (trailing slashes, query and hash ignored). */
export function isCurrentPath(href: string, currentPath: string): boolean {
  return normalise(href) === normalise(currentPath);
}

/** Whether the current page is one of the item's dropdown children. */
export function hasCurrentChild(item: NavItem, currentPath: string): boolean {
  return item.children?.some((child) => isCurrentPath(child.href, currentPath)) ?? false;
}
