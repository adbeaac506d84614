import { useTranslation } from 'react-i18next';
import type { SpotSignTexts } from '../utils/spot-sign';

/** The sign's words in the owner's language (the sign is printed for the drivers of that parking). */
export function useSignTexts(): SpotSignTexts {
  const { t } = useTranslation('parkings');
  return { brand: t('signs.brand'), scanToPark: t('signs.scan'), spotLabel: t('signs.spot') };
}
