// Helpers shared by the analytics and recording tags: adding a provider's script, and removing its cookies when
// consent is withdrawn.

/** Adds `<script async src>` at the end of <head>; the CSP allows only the configured origins (decision 094). */
export function addScript(src: string, id: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/**
 * Expires every cookie whose name matches, on this host and each parent domain (tags set theirs on the widest
 * domain they can, e.g. `.parkshare.pl` from `app.parkshare.pl`). Cookies marked HttpOnly are out of reach, but the
 * tags' own are not.
 */
export function removeCookies(matches: (name: string) => boolean): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name && matches(name));
  if (names.length === 0) return;
  const labels = window.location.hostname.split('.');
  const domains = [''].concat(labels.slice(0, -1).map((_, index) => `; domain=.${labels.slice(index).join('.')}`));
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}
