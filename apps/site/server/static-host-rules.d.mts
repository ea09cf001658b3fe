export interface HeaderRule {
  path: string;
  matcher: RegExp;
  headers: Array<[name: string, value: string]>;
}

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  matcher: RegExp;
  decodedMatcher: RegExp;
}

export function parseHeadersFile(text: string): HeaderRule[];
export function headersForPath(rules: HeaderRule[], pathname: string): Map<string, string>;
export function parseRedirectsFile(text: string): RedirectRule[];
export function redirectForPath(
  rules: RedirectRule[],
  rawPathname: string,
): RedirectRule | undefined;
export function isHostConfigPath(pathname: string): boolean;
export function isRewrite(rule: RedirectRule): boolean;
