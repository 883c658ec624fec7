/**
 * Sort choices offered as tabs, shared by every list of videos or actresses. The values are the contract's
 * request enums (the types say so); the labels are what the tabs show.
 */
import type { api, RouteRequest } from '@md/contract/client';

export type MediaSort = NonNullable<RouteRequest<typeof api.mediaList>['sort']>;
export type ActressSort = NonNullable<RouteRequest<typeof api.actressList>['sort']>;

export const MEDIA_SORTS: { value: MediaSort; label: string }[] = [
  { value: 'new', label: '最新' },
  { value: 'hot', label: '最热' },
  { value: 'collect', label: '最多收藏' },
];

export const ACTRESS_SORTS: { value: ActressSort; label: string }[] = [
  { value: 'hot', label: '人气' },
  { value: 'new', label: '最新' },
  { value: 'collect', label: '收藏' },
  { value: 'works', label: '作品数' },
];

export const MEDIA_SORT_VALUES = MEDIA_SORTS.map((s) => s.value);
export const ACTRESS_SORT_VALUES = ACTRESS_SORTS.map((s) => s.value);
