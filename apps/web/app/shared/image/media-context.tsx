import { MEDIA_IMAGE_PATH } from '@md/contract/client';
import { createContext, useContext } from 'react';

/** Where images live and how to decode them: from the config and the keys the server rendered. */
export const MediaContext = createContext<{ imageBase: string; imageKey: string }>({ imageBase: MEDIA_IMAGE_PATH, imageKey: '' });
export const useMedia = () => useContext(MediaContext);
