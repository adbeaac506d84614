// Session code outside React (token expiry, impersonation) has to navigate; the router registers itself here
// so that lib/ does not import app/.
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
