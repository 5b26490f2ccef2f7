/**
 * Whether an href leaves the site: absolute http(s) or protocol-relative addresses.
 * Paths, fragments, mailto: and tel: stay in the same tab.
 */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}
