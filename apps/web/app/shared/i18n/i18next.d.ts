import 'i18next';
import type { Resources } from './types.ts';

// Keys are typed from the zh-CN resources: a missing or misspelt key fails the type-check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    returnNull: false;
  }
}
