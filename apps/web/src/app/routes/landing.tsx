import { LandingPage } from '../../features/landing/components/landing-page';

export { LandingPage as Component };
