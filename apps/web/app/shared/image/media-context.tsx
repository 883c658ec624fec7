import { createContext, useContext } from 'react';

/** Where images live and how to decode them: from the config and the keys the server rendered. */
export const MediaContext = createContext<{ imageBase: string; imageKey: string }>({ imageBase: '/media/img', imageKey: '' });
export const useMedia = () => useContext(MediaContext);
