import * as auth from './auth.ts';
import * as catalogue from './catalogue.ts';
import type { Endpoint } from './define.ts';
import * as engagement from './engagement.ts';
import * as system from './system.ts';

export const api = {
  pingConfig: system.pingConfig,
  advertiseClick: system.advertiseClick,
  uploadImg: system.uploadImg,
  loginGuest: auth.loginGuest,
  loginOfficial: auth.loginOfficial,
  loginAccountCreate: auth.loginAccountCreate,
  userInfo: auth.userInfoCall,
  userLogout: auth.userLogout,
  mediaHome: catalogue.mediaHome,
  mediaList: catalogue.mediaList,
  mediaDetail: catalogue.mediaDetail,
  mediaState: catalogue.mediaState,
  mediaPlay: catalogue.mediaPlay,
  mediaRank: catalogue.mediaRank,
  mediaMaylike: catalogue.mediaMaylike,
  mediaAttitude: catalogue.mediaAttitude,
  actressList: catalogue.actressList,
  actressDetail: catalogue.actressDetail,
  actressState: catalogue.actressState,
  tagCategories: catalogue.tagCategories,
  tagList: catalogue.tagList,
  tagDetail: catalogue.tagDetail,
  topicDetail: catalogue.topicDetail,
  hotsearchList: engagement.hotsearchList,
  hotsearchChangeOne: engagement.hotsearchChangeOne,
  searchSuggest: engagement.searchSuggest,
  searchMedia: engagement.searchMedia,
  searchActress: engagement.searchActress,
  searchTag: engagement.searchTag,
  collectAdd: engagement.collectAdd,
  collectDel: engagement.collectDel,
  collectList: engagement.collectList,
  commentList: engagement.commentList,
  commentHot: engagement.commentHot,
  commentAdd: engagement.commentAdd,
} satisfies Record<string, Endpoint>;

export const allEndpoints: readonly Endpoint[] = Object.values(api);

export { accountField, passwordField } from './auth.ts';
export { topicBlock, thumbnailSprite } from './catalogue.ts';
export * from './define.ts';
export { comment } from './engagement.ts';
export * from './shared.ts';
export type { SiteConfig } from './system.ts';
