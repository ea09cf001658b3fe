/** A `_headers` rule as Netlify's parser reads it: its path, its headers, its path's pattern. */
export interface HeaderRule {
  for: string;
  values: Record<string, string>;
  forRegExp: RegExp;
}

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  pattern: URLPattern;
}

export function readHeaderRules(file: string): Promise<HeaderRule[]>;
export function readRedirectRules(file: string): Promise<RedirectRule[]>;
export function headersForPath(rules: HeaderRule[], pathname: string): Map<string, string>;
export function redirectForPath(rules: RedirectRule[], pathname: string): RedirectRule | undefined;
export function isRewrite(rule: RedirectRule): boolean;
export function isHostConfigPath(pathname: string): boolean;
export function decoded(value: string): string;
export const redirectStatuses: number[];
export function pageAt(
  pathname: string,
  files: ReadonlySet<string>,
): { file: string; redirect?: undefined } | { redirect: string; file?: undefined } | undefined;
export function notFoundPageFor(pathname: string, files: ReadonlySet<string>): string | undefined;
