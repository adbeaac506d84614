import { LegalPage } from '../../features/legal/components/legal-page';

function Terms() {
  return <LegalPage document="terms" />;
}

export { Terms as Component };
