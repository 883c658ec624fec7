import { api } from '@md/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { requestLocale } from '../../lib/locale.ts';
import { defineRoute } from '../../lib/route.ts';
import { bindMobile, changeMobile, phoneLogin, sendCaptcha } from './service.ts';
import { setUpSms } from './sms.ts';

export function phoneRoutes(app: FastifyInstance, deps: Deps) {
  setUpSms(deps, app.log);
  defineRoute(app, deps, api.loginCaptcha, ({ input, user, request }) => sendCaptcha(deps, input, user, request.ip, requestLocale(request)));
  defineRoute(app, deps, api.loginPhone, ({ input, user, request }) => phoneLogin(deps, input, user, request.client?.devId || null));
  defineRoute(app, deps, api.loginBindMobile, ({ input, user }) => bindMobile(deps, input, user));
  defineRoute(app, deps, api.userChangeMobile, ({ input, user }) => changeMobile(deps, input, user));
}
