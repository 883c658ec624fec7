import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { requestLocale } from '../../lib/locale.ts';
import { defineRoute } from '../../lib/route.ts';
import { recordSignUp } from '../invite/service.ts';
import { bindMobile, changeMobile, phoneLogin, sendCaptcha } from './service.ts';
import { setUpSms } from './sms.ts';

export function phoneRoutes(app: FastifyInstance, deps: Deps) {
  setUpSms(deps, app.log);
  defineRoute(app, deps, api.loginCaptcha, ({ input, user, request }) => sendCaptcha(deps, input, user, request.ip, requestLocale(request)));
  defineRoute(app, deps, api.loginPhone, async ({ input, user, request }) => {
    const session = await phoneLogin(deps, input, user, request.client?.devId || null);
    // A sign-up by phone counts for the inviter as one by account does (its failure is logged, never the sign-up's).
    if (session.created) await recordSignUp(deps, session.userInfo.id).catch((error: unknown) => request.log.error({ err: error }, 'invite: recording the sign-up failed'));
    return session;
  });
  defineRoute(app, deps, api.loginBindMobile, ({ input, user }) => bindMobile(deps, input, user));
  defineRoute(app, deps, api.userChangeMobile, ({ input, user }) => changeMobile(deps, input, user));
}
