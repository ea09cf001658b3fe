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
  matcher: RegExp;
  decodedMatcher: RegExp;
}

export function readHeaderRules(file: string): Promise<HeaderRule[]>;
export function readRedirectRules(file: string): Promise<RedirectRule[]>;
export function headersForPath(rules: HeaderRule[], pathname: string): Map<string, string>;
export function redirectForPath(
  rules: RedirectRule[],
  rawPathname: string,
): RedirectRule | undefined;
export function isRewrite(rule: RedirectRule): boolean;
export function isHostConfigPath(pathname: string): boolean;
