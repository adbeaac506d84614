import { SimpleGrid } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { ImageCard, type ImageItem } from './image-card';

interface ImageGridProps {
  images: ImageItem[];
  canManage: boolean;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onMakePrimary: (image: ImageItem) => void;
  onDelete: (image: ImageItem, index: number) => void;
}

/** The photos, two columns on a phone; managers reorder them by dragging (mouse, touch, keyboard) or with arrows. */
export function ImageGrid({ images, canManage, busy, onMove, onMakePrimary, onDelete }: ImageGridProps) {
  const { t } = useTranslation('images');
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A short hold starts a drag on a phone, so the page still scrolls under a finger.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = images.map((image) => image.id);
  const place = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { index: place(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.over', { index: place(active.id), place: place(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('dnd.dropped', { index: place(active.id), place: place(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('dnd.cancelled', { index: place(active.id) }),
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const firstMovable = images[0]?.isPrimary ? 1 : 0;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" verticalSpacing="sm">
          {images.map((image, index) => (
            <ImageCard
              key={image.id}
              image={image}
              index={index}
              count={images.length}
              canManage={canManage}
              canMoveEarlier={!image.isPrimary && index > firstMovable}
              canMoveLater={!image.isPrimary && index < images.length - 1}
              busy={busy}
              onMove={onMove}
              onMakePrimary={onMakePrimary}
              onDelete={onDelete}
            />
          ))}
        </SimpleGrid>
      </SortableContext>
    </DndContext>
  );
}
