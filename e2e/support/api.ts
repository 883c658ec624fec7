/** Signed calls from Node, for arranging test data (accounts) the quick way: the contract's signed client over fetch. */
import { api, fetchClient } from '@md/contract';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Page } from 'playwright-core';
import { E2E_ENV } from './e2e-env.ts';

export function nodeApi(baseUrl: string) {
  const config = loadConfig(E2E_ENV);
  return fetchClient(baseUrl, { ...config.sign, dataKey: config.dataKey }, 'e2e-node-client');
}

let counter = 0;
export const uniqueAccount = (prefix = 'e2e') => `${prefix}_${Date.now().toString(36)}${(++counter).toString(36)}`;

/**
 * A new registered user made through the API and signed in on the page (its stored session, as the app keeps it);
 * the returned API client acts as that user too. The sign-in forms have their own tests.
 */
export async function signInAsNewUser(page: Page, baseUrl: string, prefix: string) {
  const client = nodeApi(baseUrl);
  const account = uniqueAccount(prefix);
  const session = await client.call(api.loginAccountCreate, { account, password: 'secret123', confirmPassword: 'secret123' });
  client.setToken(session.token);
  await page.evaluate((s) => {
    localStorage.setItem('md:app', JSON.stringify({ ...JSON.parse(localStorage.getItem('md:app')!), token: s.token }));
    localStorage.setItem('md:user', JSON.stringify(s.userInfo));
  }, session);
  return { account, token: session.token, client, nickname: session.userInfo.nickname };
}
