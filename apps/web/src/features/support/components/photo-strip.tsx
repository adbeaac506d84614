import { Anchor, Group, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Photo {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

/** Photos attached as evidence: thumbnails that open the full photo in a new tab. */
export function PhotoStrip({ photos }: { photos: readonly Photo[] }) {
  const { t } = useTranslation('support');
  if (photos.length === 0) {
    return null;
  }
  return (
    <Group gap="xs">
      {photos.map((photo, index) => (
        <Anchor
          key={photo.id}
          href={photo.url}
          target="_blank"
          rel="noopener"
          aria-label={t('photo', { number: index + 1 })}
        >
          <Image src={photo.thumbnailUrl} alt="" w={96} h={72} fit="cover" radius="sm" loading="lazy" />
        </Anchor>
      ))}
    </Group>
  );
}
