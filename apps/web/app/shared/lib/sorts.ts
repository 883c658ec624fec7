/**
 * Sort choices offered as tabs, shared by every list of videos or actresses. The values are the contract's
 * request enums (the types say so); the labels are what the tabs show, in the page's language.
 */
import type { api, RouteRequest } from '@md/contract/client';
import type { TFunction } from '../i18n/index.ts';

export type MediaSort = NonNullable<RouteRequest<typeof api.mediaList>['sort']>;
export type ActressSort = NonNullable<RouteRequest<typeof api.actressList>['sort']>;

export const MEDIA_SORT_VALUES: MediaSort[] = ['new', 'hot', 'collect'];
export const ACTRESS_SORT_VALUES: ActressSort[] = ['hot', 'new', 'collect', 'works'];

const MEDIA_SORT_KEYS = { new: 'sortNew', hot: 'sortHot', collect: 'sortCollect' } as const satisfies Record<MediaSort, string>;
const ACTRESS_SORT_KEYS = { hot: 'sortHot', new: 'sortNew', collect: 'sortCollect', works: 'sortWorks' } as const satisfies Record<ActressSort, string>;

/** The video sort choices, labelled in the page's language. */
export const mediaSorts = (t: TFunction<'common'>): { value: MediaSort; label: string }[] => MEDIA_SORT_VALUES.map((value) => ({ value, label: t(MEDIA_SORT_KEYS[value]) }));

/** The actress sort choices, labelled in the page's language. */
export const actressSorts = (t: TFunction<'actress'>): { value: ActressSort; label: string }[] => ACTRESS_SORT_VALUES.map((value) => ({ value, label: t(ACTRESS_SORT_KEYS[value]) }));
