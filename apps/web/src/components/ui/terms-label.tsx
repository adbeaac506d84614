import { Anchor } from '@mantine/core';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { corePaths as paths } from '../../config/core-paths';

/**
 * A terms checkbox's label with the terms of service (<terms>) and the privacy policy (<privacy>) linked where the
 * translation puts them. They open in a new tab, so what the form holds is not lost.
 */
export function TermsLabel({ ns, i18nKey }: { ns: string; i18nKey: string }) {
  const link = (to: string) => <Anchor component={Link} to={to} target="_blank" rel="noopener" inherit />;
  return (
    <Trans
      ns={ns}
      i18nKey={i18nKey}
      components={{ terms: link(paths.terms.href()), privacy: link(paths.privacy.href()) }}
    />
  );
}
