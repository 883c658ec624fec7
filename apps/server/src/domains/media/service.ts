/**
 * The media domain's public entry: other domains use videos only through what is exported here (STYLE: a domain
 * is reached through its service, never its tables or private files).
 */
export { MEDIA_ORDER, mediaCards, videoBriefs, type VideoBrief } from './cards.ts';
export { countMediaComment, mediaReachable, moveMediaCollects } from './counters.ts';
export { reachableMedia, reachableMediaIds } from './cards.ts';
export { authorMediaPage, countMediaUpTo, mediaPage, mediaWhere } from './queries.ts';
export { editCatalogueEntry, insertIngestedMedia, mediaIngestedAs, type CatalogueEdit, type IngestedMedia } from './ingested.ts';
