import { Group, Image, Modal, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketPhotoFieldsFragment } from '../../../gql/graphql';

/** A message's photos as thumbnails; each opens the full photo in a dialog (full screen on a phone). */
export function TicketPhotos({ photos }: { photos: readonly TicketPhotoFieldsFragment[] }) {
  const { t } = useTranslation('tickets');
  // The last photo opened stays the dialog's content while it closes: emptied at once, the closing dialog was
  // briefly one without a name.
  const [opened, setOpened] = useState(false);
  const [shownIndex, setShownIndex] = useState(0);
  const phone = useMediaQuery('(max-width: 36em)');
  if (photos.length === 0) return null;
  const at = Math.min(shownIndex, photos.length - 1);
  const shown = photos[at];
  const label = (index: number) => t('photos.photo', { index: index + 1, count: photos.length });

  return (
    <>
      <Group gap="xs" data-testid="ticket-photos">
        {photos.map((photo, index) => (
          <UnstyledButton
            key={photo.id}
            onClick={() => {
              setShownIndex(index);
              setOpened(true);
            }}
            aria-label={t('photos.open', { name: label(index) })}
            style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', lineHeight: 0 }}
          >
            <img
              src={photo.thumbnailUrl}
              alt=""
              width={72}
              height={72}
              loading="lazy"
              style={{ objectFit: 'cover', background: 'var(--mantine-color-default-hover)' }}
            />
          </UnstyledButton>
        ))}
      </Group>
      {/* Built from its parts: Mantine's own header is a <header>, which axe reads as a second banner landmark. */}
      <Modal.Root
        opened={opened && shown !== undefined}
        onClose={() => setOpened(false)}
        fullScreen={phone}
        size="xl"
        centered
      >
        <Modal.Overlay />
        <Modal.Content>
          <Group justify="space-between" wrap="nowrap" p="md" pb="xs">
            <Modal.Title fw={600}>{label(at)}</Modal.Title>
            <Modal.CloseButton aria-label={t('photos.close')} />
          </Group>
          <Modal.Body>
            {shown ? (
              <Image
                src={shown.url}
                alt={label(at)}
                w="100%"
                h="auto"
                fit="contain"
                style={{ aspectRatio: `${shown.width} / ${shown.height}`, maxHeight: '80vh' }}
                data-testid="ticket-photo-full"
              />
            ) : null}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
