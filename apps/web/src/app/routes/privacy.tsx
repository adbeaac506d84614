import { LegalPage } from '../../features/legal/components/legal-page';

function Privacy() {
  return <LegalPage document="privacy" />;
}

export { Privacy as Component };
