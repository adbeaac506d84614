// Session code outside React (token expiry, impersonation) has to navigate; the router registers itself here
// so that lib/ does not import app/.
type Navigate = (to: string) => Promise<void>;

let navigateImpl: Navigate = (to) => {
  window.location.assign(to);
  return Promise.resolve();
};

export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

/** Navigates; resolves once the target route (lazy modules included) has loaded and rendered. */
export function navigateTo(to: string): Promise<void> {
  return navigateImpl(to);
}
