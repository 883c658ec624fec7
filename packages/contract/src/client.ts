/**
 * The browser's entry to the contract: everything the client runs, and no schema library. Types of requests and
 * answers still come from the full definitions (type-only imports, erased at build).
 */
export * from './codes.ts';
export * from './constants.ts';
export * from './envelope.ts';
export * from './cookie.ts';
export * from './client/signed-client.ts';
export * from './messages.ts';
export * from './route.ts';
export { routes, routes as api } from './routes.generated.ts';
export * from './crypto/bytes.ts';
export { sha256Hex } from './crypto/primitives.ts';
export * from './crypto/signing.ts';
export * from './crypto/payload.ts';
export * from './crypto/image-codec.ts';
export * from './format/count.ts';
export * from './format/duration.ts';
export * from './format/relative-time.ts';
export { findQuestions } from './help/find-questions.ts';
export type { Access, Endpoint, RequestOf, ResponseOf } from './endpoints/define.ts';
export type { ActressCard, Advert, MediaCard, NavigationItem, Tag, UserInfo, UserTitle, SiteConfig } from './endpoints/index.ts';
export type { OwnWork, WorkState, WorkVisibility } from './endpoints/index.ts';
export type { comment, commentListItem, thumbnailSprite, topicBlock } from './endpoints/index.ts';
