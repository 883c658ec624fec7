/**
 * The help feature's calls. The FAQ and the contact channels start from the content baked into the page at build
 * time (decision 0050) and are refreshed from the API when it answers; an API that does not answer changes nothing
 * on screen (silent calls, no toast).
 */
import { PAGE_SIZE_MAX, api, type Locale, type RouteResponse } from '@md/contract/client';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/client.ts';
import { apiKey, apiPages, languageQuery, samePage } from '../../shared/query/api-query.ts';

export type HelpCategory = RouteResponse<typeof api.questionCate>[number];
export type FaqQuestion = RouteResponse<typeof api.questionList>['list'][number];
export type ContactChannel = RouteResponse<typeof api.helpContact>[number];
export type OwnFeedback = RouteResponse<typeof api.feedbackMine>['list'][number];

/** What /FAQ shows: every category and every question (the FAQ is small: one page of the largest size). */
export interface FaqContent {
  categories: HelpCategory[];
  questions: FaqQuestion[];
}

/**
 * What the server put in the page for the help pages: the content file's words in the language the page was rendered
 * in. It is the first data of that language's query only: after a switch in place the page shows it until the API
 * answers in the new language, but never stores it as the new language's answer.
 */
export interface Baked<T> {
  content: T;
  locale: Locale;
}

/** A query whose first data is what was baked in (in its language), counted as old so the browser asks the API once it can. */
function bakedQuery<T>(client: ApiClient | null, key: readonly unknown[], baked: Baked<T>, locale: Locale, load: (client: ApiClient) => Promise<T>) {
  return queryOptions({
    queryKey: key,
    enabled: client !== null,
    ...(baked.locale === locale ? { initialData: baked.content, initialDataUpdatedAt: 0 } : {}),
    queryFn: () => {
      if (!client) throw new Error('no API client here');
      return load(client);
    },
  });
}

// The help content comes in the page's language: one cache entry per language (a switch in place asks again).
export const faqQuery = (client: ApiClient | null, baked: Baked<FaqContent>, locale: Locale) =>
  bakedQuery(client, ['help', 'faq', locale], baked, locale, async (c) => {
    const [categories, page] = await Promise.all([
      c.call(api.questionCate, {}, { silent: true }),
      c.call(api.questionList, { pageSize: PAGE_SIZE_MAX }, { silent: true }),
    ]);
    return { categories, questions: page.list };
  });

export const contactQuery = (client: ApiClient | null, baked: Baked<ContactChannel[]>, locale: Locale) =>
  bakedQuery(client, [...apiKey(api.helpContact), locale], baked, locale, (c) => c.call(api.helpContact, {}, { silent: true }));

export const feedbackCategoriesQuery = (client: ApiClient | null, locale: Locale) => languageQuery(client, locale, api.feedbackCategory);

export const myFeedbackPages = (client: ApiClient | null) => apiPages(client, api.feedbackMine, {}, samePage);
