/**
 * The help feature's calls. The FAQ and the contact channels start from the content baked into the page at build
 * time (decision 0050) and are refreshed from the API when it answers; an API that does not answer changes nothing
 * on screen (silent calls, no toast).
 */
import { PAGE_SIZE_MAX, api, type Locale, type RouteResponse } from '@md/contract/client';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/client.ts';
import { apiKey, apiPages, samePage } from '../../shared/query/api-query.ts';

export type HelpCategory = RouteResponse<typeof api.questionCate>[number];
export type FaqQuestion = RouteResponse<typeof api.questionList>['list'][number];
export type ContactChannel = RouteResponse<typeof api.helpContact>[number];
export type OwnFeedback = RouteResponse<typeof api.feedbackMine>['list'][number];

/** What /FAQ shows: every category and every question (the FAQ is small: one page of the largest size). */
export interface FaqContent {
  categories: HelpCategory[];
  questions: FaqQuestion[];
}

/** A query whose first data is `baked`, counted as old so the browser asks the API once it can. */
function bakedQuery<T>(client: ApiClient | null, key: readonly unknown[], baked: T, load: (client: ApiClient) => Promise<T>) {
  return queryOptions({
    queryKey: key,
    enabled: client !== null,
    initialData: baked,
    initialDataUpdatedAt: 0,
    queryFn: () => {
      if (!client) throw new Error('no API client here');
      return load(client);
    },
  });
}

// The help content comes in the page's language: one cache entry per language (a switch in place asks again).
export const faqQuery = (client: ApiClient | null, baked: FaqContent, locale: Locale) =>
  bakedQuery(client, ['help', 'faq', locale], baked, async (c) => {
    const [categories, page] = await Promise.all([
      c.call(api.questionCate, {}, { silent: true }),
      c.call(api.questionList, { pageSize: PAGE_SIZE_MAX }, { silent: true }),
    ]);
    return { categories, questions: page.list };
  });

export const contactQuery = (client: ApiClient | null, baked: ContactChannel[], locale: Locale) =>
  bakedQuery(client, [...apiKey(api.helpContact), locale], baked, (c) => c.call(api.helpContact, {}, { silent: true }));

export const feedbackCategoriesQuery = (client: ApiClient | null, locale: Locale) =>
  queryOptions({
    queryKey: [...apiKey(api.feedbackCategory), locale],
    enabled: client !== null,
    queryFn: () => {
      if (!client) throw new Error('no API client here');
      return client.call(api.feedbackCategory, {});
    },
  });

export const myFeedbackPages = (client: ApiClient | null) => apiPages(client, api.feedbackMine, {}, samePage);
