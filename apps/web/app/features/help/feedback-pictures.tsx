/**
 * The feedback form's pictures, kept in this one component so the way pictures are picked and uploaded can change
 * in one place: today the shared picker (upload/images, several at once, each with its progress).
 */
import { FEEDBACK_IMAGES_MAX } from '@md/contract/client';
import { useTranslation } from '../../shared/i18n/index.ts';
import { PicturePicker } from '../../shared/picture-picker/picture-picker.tsx';
import type { Picture, SetPictures } from '../../shared/picture-picker/pictures.ts';

export { picturePaths as feedbackPicturePaths, picturesBusy as feedbackPicturesBusy, type Picture as FeedbackPicture } from '../../shared/picture-picker/pictures.ts';

export function FeedbackPictures({ pictures, setPictures }: { pictures: Picture[]; setPictures: SetPictures }) {
  const { t } = useTranslation('help');
  return <PicturePicker pictures={pictures} setPictures={setPictures} max={FEEDBACK_IMAGES_MAX} label={t('images', { max: FEEDBACK_IMAGES_MAX })} />;
}
