import { ActionIcon, Badge, Box, Button, Group, Paper, Tooltip } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowLeft, IconArrowRight, IconGripVertical, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImagesQuery } from '../../../gql/graphql';

export type ImageItem = ImagesQuery['images'][number];

interface ImageCardProps {
  image: ImageItem;
  index: number;
  count: number;
  canManage: boolean;
  /** The primary photo stays first, so the photo right after it cannot move left. */
  canMoveEarlier: boolean;
  canMoveLater: boolean;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onMakePrimary: (image: ImageItem) => void;
  onDelete: (image: ImageItem, index: number) => void;
}

/** One photo in the grid: its thumbnail, the primary badge, and (for managers) order, primary and delete actions. */
export function ImageCard({
  image,
  index,
  count,
  canManage,
  canMoveEarlier,
  canMoveLater,
  busy,
  onMove,
  onMakePrimary,
  onDelete,
}: ImageCardProps) {
  const { t } = useTranslation('images');
  const number = index + 1;
  const sortable = useSortable({ id: image.id, disabled: !canManage || image.isPrimary });
  const style = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    zIndex: sortable.isDragging ? 2 : undefined,
    opacity: sortable.isDragging ? 0.85 : 1,
  };
  return (
    <Paper
      ref={sortable.setNodeRef}
      style={style}
      withBorder
      radius="md"
      bg="var(--ps-surface)"
      data-testid="image-card"
      aria-label={t('photo_alt', { index: number, count })}
    >
      <Box pos="relative">
        <img
          src={image.thumbnailUrl}
          alt={t('photo_alt', { index: number, count })}
          loading="lazy"
          style={{
            display: 'block',
            width: '100%',
            aspectRatio: '4 / 3',
            objectFit: 'cover',
            borderRadius: 'var(--mantine-radius-md) var(--mantine-radius-md) 0 0',
          }}
        />
        {image.isPrimary ? (
          <Badge
            pos="absolute"
            top={6}
            left={6}
            color="yellow"
            variant="filled"
            leftSection={<IconStarFilled size={12} aria-hidden />}
          >
            {t('primary')}
          </Badge>
        ) : null}
      </Box>
      {canManage ? (
        <Box p={6}>
          <Group justify="space-between" gap={2} wrap="nowrap">
            <Group gap={2} wrap="nowrap">
              {image.isPrimary ? null : (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('drag', { index: number })}
                  style={{ cursor: 'grab', touchAction: 'none' }}
                  {...sortable.attributes}
                  {...sortable.listeners}
                >
                  <IconGripVertical size={18} aria-hidden />
                </ActionIcon>
              )}
              {canMoveEarlier ? (
                <Tooltip label={t('move_earlier', { index: number })}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('move_earlier', { index: number })}
                    disabled={busy}
                    onClick={() => onMove(index, index - 1)}
                  >
                    <IconArrowLeft size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ) : null}
              {canMoveLater ? (
                <Tooltip label={t('move_later', { index: number })}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('move_later', { index: number })}
                    disabled={busy}
                    onClick={() => onMove(index, index + 1)}
                  >
                    <IconArrowRight size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
            <Tooltip label={t('delete_label', { index: number })}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('delete_label', { index: number })}
                disabled={busy}
                onClick={() => onDelete(image, index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
          {image.isPrimary ? null : (
            <Button
              mt={4}
              fullWidth
              size="compact-xs"
              variant="light"
              leftSection={<IconStarFilled size={12} aria-hidden />}
              disabled={busy}
              onClick={() => onMakePrimary(image)}
              aria-label={`${t('make_primary')} (${t('photo_alt', { index: number, count })})`}
            >
              {t('make_primary')}
            </Button>
          )}
        </Box>
      ) : null}
    </Paper>
  );
}
