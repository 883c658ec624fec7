export * from './catalogue.ts';
export * from './site.ts';
export * from './users.ts';
export * from './engagement.ts';
export * from './points.ts';
export * from './uploads.ts';
export * from './phone.ts';
