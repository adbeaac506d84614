import { Anchor } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';

// Przelewy24's consent, as its contract words it for BLIK charged on the merchant's page (regulationAccept): its
// terms and its information obligation linked, in the page's language, opening in a new tab so the form keeps what
// it holds. Never ticked in advance.
const LINKS = {
  en: {
    regulations: 'https://www.przelewy24.pl/en/regulations',
    information: 'https://www.przelewy24.pl/en/information-obligation-gdpr-payer',
  },
  pl: {
    regulations: 'https://www.przelewy24.pl/regulamin',
    information: 'https://www.przelewy24.pl/obowiazekinformacyjny',
  },
} as const;

export function GatewayTermsLabel() {
  const { i18n } = useTranslation('money');
  const links = i18n.resolvedLanguage === 'pl' ? LINKS.pl : LINKS.en;
  const link = (href: string) => <Anchor href={href} target="_blank" rel="noopener" inherit />;
  return (
    <Trans
      ns="money"
      i18nKey="picker.p24_terms"
      components={{ regulations: link(links.regulations), information: link(links.information) }}
    />
  );
}
