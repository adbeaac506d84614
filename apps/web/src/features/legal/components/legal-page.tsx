import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { corePaths as paths } from '../../../config/core-paths';

export type LegalDocument = 'terms' | 'privacy';

interface LegalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

/** The other document, linked at the end of each. */
const OTHER: Record<LegalDocument, LegalDocument> = { terms: 'privacy', privacy: 'terms' };

/**
 * /terms and /privacy: Parkshare's terms of service and privacy policy, public, in the UI's language. The text is
 * the `legal` namespace: a title, an introduction and numbered sections of paragraphs or points.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('legal');
  const sections = t(`${document}.sections`, { returnObjects: true }) as LegalSection[];
  const other = OTHER[document];

  return (
    <Stack component="article" gap="lg" py="md" maw={760}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {t(`${document}.title`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t('effective')}
        </Text>
      </Stack>
      <Text>{t(`${document}.intro`)}</Text>
      {sections.map((section) => (
        <Stack component="section" gap="xs" key={section.title}>
          <Title order={2} fz="h4">
            {section.title}
          </Title>
          {section.paragraphs?.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          {section.items ? (
            <List spacing="xs" withPadding>
              {section.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          ) : null}
        </Stack>
      ))}
      <Text>
        {t(`see_also.${document}`)}{' '}
        <Anchor component={Link} to={paths[other].href()}>
          {t(`footer.${other}`)}
        </Anchor>
      </Text>
    </Stack>
  );
}
