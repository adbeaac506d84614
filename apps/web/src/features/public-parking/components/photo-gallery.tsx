import { ActionIcon, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './public-parking.module.css';

export interface Photo {
  url: string;
  thumbnailUrl: string;
  isPrimary: boolean;
}

/**
 * A row of thumbnails that swipes sideways (CSS scroll snap), primary photo first; a tap opens the photo full
 * screen in a native <dialog> (focus kept inside, Esc closes) where the photos swipe the same way.
 */
export function PhotoGallery({ photos, label }: { photos: readonly Photo[]; label: string }) {
  const { t } = useTranslation('public-parking');
  const dialog = useRef<HTMLDialogElement>(null);
  const slides = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // The primary photo leads even if the answer's order ever changes.
  const ordered = [...photos].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  if (ordered.length === 0) return null;

  const show = (index: number) => {
    const next = (index + ordered.length) % ordered.length;
    setCurrent(next);
    const strip = slides.current;
    strip?.scrollTo({ left: next * strip.clientWidth, behavior: dialog.current?.open ? 'smooth' : 'instant' });
  };
  const open = (index: number) => {
    dialog.current?.showModal();
    show(index);
  };
  const onScroll = () => {
    const strip = slides.current;
    if (strip && strip.clientWidth > 0) setCurrent(Math.round(strip.scrollLeft / strip.clientWidth));
  };

  return (
    <>
      <ul className={classes.gallery} aria-label={label}>
        {ordered.map((photo, index) => (
          // A button may not take the list item's role (axe: aria-allowed-role): the item holds the button.
          <li key={photo.url} className={classes.thumbItem}>
            <button
              type="button"
              className={classes.thumb}
              onClick={() => open(index)}
              aria-label={t('gallery.open', { index: index + 1, count: ordered.length })}
            >
              <img src={photo.thumbnailUrl} alt="" loading={index < 2 ? 'eager' : 'lazy'} decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <dialog ref={dialog} className={classes.lightbox} aria-label={label}>
        <div className={classes.slides} ref={slides} onScroll={onScroll}>
          {ordered.map((photo, index) => (
            <div key={photo.url} className={classes.slide}>
              <img
                src={photo.url}
                alt={t('gallery.photo', { index: index + 1, count: ordered.length })}
                loading="lazy"
              />
            </div>
          ))}
        </div>
        <div className={classes.lightboxBar}>
          <Text c="white" size="sm" aria-live="polite">
            {t('gallery.position', { index: current + 1, count: ordered.length })}
          </Text>
          <ActionIcon
            variant="filled"
            color="dark"
            size="lg"
            onClick={() => dialog.current?.close()}
            aria-label={t('gallery.close')}
          >
            <IconX size={20} aria-hidden />
          </ActionIcon>
        </div>
        {ordered.length > 1 ? (
          <div className={classes.lightboxNav}>
            <ActionIcon
              variant="filled"
              color="dark"
              size="xl"
              onClick={() => show(current - 1)}
              aria-label={t('gallery.previous')}
            >
              <IconChevronLeft size={24} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="filled"
              color="dark"
              size="xl"
              onClick={() => show(current + 1)}
              aria-label={t('gallery.next')}
            >
              <IconChevronRight size={24} aria-hidden />
            </ActionIcon>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
