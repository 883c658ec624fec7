/**
 * Sends pictures through upload/images: one call per group of files (decision 0046), each file's progress read
 * from the call's byte progress, each file's answer (path or tip) put on its own tile. A retry sends one file.
 */
import { api } from '@md/contract/client';
import { useCallback } from 'react';
import { useApi } from '../api/api-context.tsx';
import { isApiCallError } from '../api/errors.ts';
import { useTranslation } from '../i18n/index.ts';
import { fileProgress, partBytes, splitBatches } from './batch.ts';
import type { Picture, SetPictures } from './pictures.ts';

/** Applies `change` to the pictures of `keys` that are still on the form (a removed one is left gone). */
function patchAll(setPictures: SetPictures, keys: readonly string[], change: (picture: Picture, index: number) => Picture) {
  setPictures((list) =>
    list.map((picture) => {
      const index = keys.indexOf(picture.key);
      return index < 0 ? picture : change(picture, index);
    }),
  );
}

export function usePictureUploads(setPictures: SetPictures) {
  const { t } = useTranslation('picker');
  const client = useApi();

  const sendBatch = useCallback(
    async (batch: readonly Picture[]) => {
      const sendable = batch.filter((picture): picture is Picture & { file: File } => picture.file !== undefined);
      if (sendable.length === 0) return;
      const keys = sendable.map((picture) => picture.key);
      const parts = sendable.map((picture) => partBytes(picture.file));
      patchAll(setPictures, keys, (picture) => ({ ...picture, state: 'waiting', progress: 0, error: undefined }));
      const formData = new FormData();
      for (const picture of sendable) formData.append('files', picture.file, picture.file.name);
      const onUploadProgress = (fraction: number) => {
        const shares = fileProgress(parts, fraction);
        patchAll(setPictures, keys, (picture, index) => {
          if (picture.state === 'done' || picture.state === 'failed') return picture;
          const share = shares[index] ?? 0;
          return { ...picture, state: share > 0 ? 'uploading' : 'waiting', progress: share };
        });
      };
      try {
        const answer = await client.call(api.uploadImages, undefined, { formData, silent: true, onUploadProgress });
        patchAll(setPictures, keys, (picture, index) => {
          const result = answer.files[index];
          if (result && 'path' in result) return { ...picture, state: 'done', path: result.path, progress: 1, error: undefined };
          return { ...picture, state: 'failed', error: result?.tip ?? t('failed') };
        });
      } catch (failure) {
        const error = isApiCallError(failure) ? failure.tip : t('failed');
        patchAll(setPictures, keys, (picture) => ({ ...picture, state: 'failed', error }));
      }
    },
    [client, setPictures, t],
  );

  /** Sends new pictures in order, one call after another (a later group waits rather than sharing the line). */
  const send = useCallback(
    async (pictures: readonly Picture[]) => {
      const sendable = pictures.filter((picture) => picture.file !== undefined);
      for (const batch of splitBatches(sendable.map((picture) => picture.file!))) await sendBatch(batch.map((index) => sendable[index]!));
    },
    [sendBatch],
  );

  return { send, retry: (picture: Picture) => sendBatch([picture]) };
}
