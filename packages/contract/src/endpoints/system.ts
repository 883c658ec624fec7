import { z } from 'zod';
import { UPLOAD_BATCH_MAX_BYTES, UPLOAD_BATCH_MAX_FILES } from '../constants.ts';
import { endpoint, empty, id, type Endpoint } from './define.ts';
import { advert, navigationItem } from './shared.ts';

export const pingConfig = endpoint({
  method: 'GET',
  path: '/api/app/ping/config',
  access: 'none',
  summary: 'Site configuration: media domains (type IMAGE gives the image base URL), header and footer menus, adverts.',
  request: empty,
  response: z.object({
    domains: z.array(z.object({ type: z.enum(['IMAGE', 'VIDEO', 'API']), urls: z.array(z.string()) })),
    headerMenus: z.array(navigationItem),
    footerMenus: z.array(navigationItem),
    advertise: z.array(advert),
  }),
});
export type SiteConfig = z.infer<typeof pingConfig.response>;

export const advertiseClick = endpoint({
  method: 'POST',
  path: '/api/app/advertise/click',
  access: 'optional',
  summary: 'Report a click on an advert.',
  request: z.strictObject({ id }),
  response: z.null(),
});

export const uploadImg = endpoint({
  method: 'POST',
  path: '/api/app/upload/img',
  access: 'registered',
  summary: 'Upload one image (multipart field "file": JPEG, PNG, WEBP or GIF, at most 5 MB and 4096×4096 = 16.7 MP; per-user hourly limit and disk quota). Stored re-encoded as WEBP without metadata.',
  request: empty,
  response: z.object({ path: z.string(), width: z.number().int(), height: z.number().int() }),
  multipart: true,
});

/** One file's outcome in upload/images: stored (as upload/img answers), or refused with the code and tip upload/img would give. */
export const uploadedImage = z.object({ path: z.string(), width: z.number().int(), height: z.number().int() });
export const refusedImage = z.object({ code: z.number().int(), tip: z.string() });

export const uploadImages = endpoint({
  method: 'POST',
  path: '/api/app/upload/images',
  access: 'registered',
  summary:
    `Upload up to ${UPLOAD_BATCH_MAX_FILES} images in one call (multipart fields "files", in order; the whole body at most ${UPLOAD_BATCH_MAX_BYTES / 1024 / 1024} MB). ` +
    'Each file is checked and stored exactly like upload/img and counts against the same hourly limit and quota. `files` answers each file in the order sent: ' +
    '`{ path, width, height }` when stored, `{ code, tip }` when refused; one refused file never sinks the others. Too many files (4131) or too large a body (4132) refuse the whole call.',
  request: empty,
  response: z.object({ files: z.array(z.union([uploadedImage, refusedImage])) }),
  multipart: true,
});

/** This area's calls, under the names they have in `api`: a new call is added here and nowhere else. */
export const systemEndpoints = {
  pingConfig,
  advertiseClick,
  uploadImg,
  uploadImages,
} satisfies Record<string, Endpoint>;
