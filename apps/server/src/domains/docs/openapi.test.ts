/**
 * The OpenAPI document describes the wire: real answers of every call, as sent (envelope, `data` encrypted),
 * validate against it, and so do the refusals at each HTTP status it lists.
 */
import { Code, ContentType, allEndpoints, api, type Endpoint } from '@md/contract';
import { Ajv2020 } from 'ajv/dist/2020.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, works } from '../../db/schema/index.ts';
import { smsInbox } from '../phone/service.ts';
import { announce } from '../message/service.ts';
import { approvePost } from '../post/service.ts';
import { approveReview } from '../review/service.ts';
import { createHarness, multipartBody, type CallOptions, type CallResult, type Harness, type TestClient } from '../../test/harness.ts';

let h: Harness;
let doc: { paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters: { name: string; required: boolean }[] }>> };
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
// Decrypted data is checked for what the document lists; fields beyond the contract are dropped before the check
// (stripping answers to the contract is a change of its own, tested where it is made).
const decryptedAjv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, removeAdditional: 'all' });

beforeAll(async () => {
  h = await createHarness({ seedVideos: 120 });
  const res = await h.app.inject({ method: 'GET', url: '/api/docs' });
  doc = res.json();
  ajv.addSchema(doc as object, 'openapi');
  decryptedAjv.addSchema(doc as object, 'openapi');
});
afterAll(() => h.close());

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Checks one answer, as it came over the wire, against what the document says of that call and status. */
function expectDescribed(endpoint: Endpoint, res: CallResult) {
  const operation = doc.paths[endpoint.path][endpoint.method.toLowerCase()];
  expect(operation.responses[String(res.status)], `${endpoint.path} answers HTTP ${res.status}`).toBeTruthy();
  const ref = `openapi#/${pointer('paths', endpoint.path, endpoint.method.toLowerCase(), 'responses', String(res.status), 'content', 'application/json', 'schema')}`;
  const validate = ajv.getSchema(ref)!;
  const sent: unknown = JSON.parse(res.raw.toString());
  expect(validate(sent) ? [] : validate.errors, `${endpoint.path} ${res.status}: ${res.raw.toString().slice(0, 200)}`).toEqual([]);
}

/** The decrypted data against the component the document names for it. */
function expectDecryptedDescribed(endpoint: Endpoint, data: unknown) {
  const name = `${endpoint.path.replace('/api/app/', '').replace(/\//g, '_')}_data`;
  const validate = decryptedAjv.getSchema(`openapi#/components/schemas/${name}`)!;
  expect(validate(data) ? [] : validate.errors, endpoint.path).toEqual([]);
}

describe('the OpenAPI document', () => {
  it('describes every call answered as sent: the encrypted envelope, and the decrypted data as its component', async () => {
    const member = await h.registered('openapi_member');
    const detail = await member.call(api.mediaDetail, { id: 1 });
    const keyword = detail.data.title.slice(0, 2);
    const png = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#c33' } }).png().toBuffer();
    const newcomer = await h.visitor();
    const avatarUpload = (await member.call(api.uploadImg, undefined, { multipart: multipartBody('file', 'b.png', 'image/png', png) })).data.path;
    const card = await member.call(api.userQrcode, { action: 'issue' });
    // Phone calls need codes sent before the list is made: read from the test inbox.
    const codeFor = (to: string, purpose: string) => smsInbox(h.deps).filter((m) => m.to === to && m.purpose === purpose).at(-1)!.code;
    const phoneVisitor = await h.visitor();
    await phoneVisitor.call(api.loginCaptcha, { mobile: '13900001001', country: 'CN', purpose: 'login' });
    const changer = await h.registered('openapi_changer');
    await changer.call(api.loginCaptcha, { mobile: '13900001002', country: 'CN', purpose: 'bind' });
    await changer.call(api.loginBindMobile, { mobile: '13900001002', country: 'CN', code: codeFor('+8613900001002', 'bind'), password: 'secret123' });
    h.clock.offset += 61;
    await changer.call(api.loginCaptcha, { mobile: '13900001002', country: 'CN', purpose: 'changeOld' });
    await changer.call(api.loginCaptcha, { mobile: '13900001003', country: 'CN', purpose: 'changeNew' });
    await member.call(api.loginCaptcha, { mobile: '13900001004', country: 'CN', purpose: 'bind' });
    const postImage = (await member.call(api.uploadImg, undefined, { multipart: multipartBody('file', 'p.png', 'image/png', png) })).data.path;
    const post = (await changer.call(api.postPublish, { text: 'openapi post text', tagIds: [1] })).data;
    await approvePost(h.deps.db, post.id, { by: 'openapi', now: new Date() });
    const postComment = (await member.call(api.commentAdd, { contentType: ContentType.post, id: post.id, content: '帖子下的一条评论' })).data;
    const review = (await changer.call(api.reviewPublish, { subjectType: 'media', subjectId: 1, rating: 5, title: 'openapi', text: 'an openapi review text' })).data;
    await approveReview(h.deps.db, review.id, { by: 'openapi', now: new Date() });
    const notice = await announce(h.deps.db, { title: 'openapi notice', text: 'to everyone', by: 'openapi', to: null });
    const videoList = (await member.call(api.worksCollectCreate, { name: 'openapi list' })).data;
    const [memberRow] = await h.deps.db.select({ id: users.id }).from(users).where(eq(users.account, 'openapi_member'));
    const [work] = await h.deps.db.insert(works).values({ uploadId: 'openapi'.padEnd(32, '0'), userId: memberRow.id, title: 'openapi work', state: 'review', bytes: 1 }).returning();
    // A published work (its video: the seeded video 1) for works/post.
    const [postedWork] = await h.deps.db.insert(works).values({ uploadId: 'openapiposted'.padEnd(32, '0'), userId: memberRow.id, title: 'openapi posted', state: 'published', mediaId: 1, bytes: 1 }).returning();
    await member.call(api.collectAdd, { contentType: ContentType.media, id: 1 });
    const calls: [Endpoint, unknown, CallOptions?, TestClient?][] = [
      [api.pingConfig, {}],
      [api.advertiseClick, { id: 1 }],
      [api.uploadImg, undefined, { multipart: multipartBody('file', 'a.png', 'image/png', png) }],
      [api.uploadImages, undefined, { multipart: multipartBody('files', 'a.png', 'image/png', png) }],
      [api.loginGuest, { devID: 'openapi-device-1' }],
      [api.loginOfficial, { account: 'openapi_member', password: 'secret123' }],
      [api.loginAccountCreate, { account: 'openapi_newcomer', password: 'secret123', confirmPassword: 'secret123' }, undefined, newcomer],
      [api.userInfo, {}],
      [api.mediaHome, {}],
      [api.mediaList, { pageSize: 5 }],
      [api.mediaDetail, { id: 1 }],
      [api.mediaState, { id: 1 }],
      [api.mediaPlay, { id: 1 }],
      [api.mediaRank, { type: 'hot', pageSize: 5 }],
      [api.mediaMaylike, { id: 1, pageSize: 5 }],
      [api.mediaAttitude, { id: 1, attitude: 'support' }],
      [api.actressList, { pageSize: 5 }],
      [api.actressDetail, { id: 1 }],
      [api.actressState, { id: 1 }],
      [api.tagCategories, {}],
      [api.tagList, { categoryId: 1, pageSize: 5 }],
      [api.tagDetail, { id: 1 }],
      [api.topicDetail, { id: 1, pageSize: 5 }],
      [api.hotsearchList, {}],
      [api.hotsearchChangeOne, { batch: 1 }],
      [api.searchSuggest, { keyword }],
      [api.searchMedia, { keyword, pageSize: 5 }],
      [api.searchActress, { keyword: '子', pageSize: 5 }],
      [api.searchTag, { keyword: '的', pageSize: 5 }],
      [api.collectAdd, { contentType: ContentType.media, id: 2 }],
      [api.collectList, { contentType: ContentType.media, pageSize: 5 }],
      [api.collectDel, { contentType: ContentType.media, id: 2 }],
      [api.commentAdd, { mediaId: 1, content: '描述得很准确' }],
      [api.commentList, { mediaId: 1, pageSize: 5 }],
      [api.commentHot, { mediaId: 1 }],
      [api.commentReplies, { rootId: 1, pageSize: 5 }],
      [api.commentConfirm, { content: '描述得很准确' }],
      [api.commentQuickReplay, {}],
      [api.commentAttitude, { id: 1, attitude: 1 }],
      [api.commentPin, { commentId: postComment.id, pinned: true }, undefined, changer],
      [api.commentMine, { pageSize: 5 }],
      [api.commentDel, { id: 1 }],
      [api.checkinClick, {}],
      [api.checkinPrize, {}],
      [api.checkinGave, {}],
      [api.userScoreList, { pageSize: 5 }],
      [api.userScoreRank, { period: 'all' }],
      [api.userLockscreencodeSet, { code: '1234' }],
      [api.userLockscreencodeState, {}],
      [api.userLockscreencodeCheck, { code: '1234' }],
      [api.userOnlineBeat, {}],
      [api.userOnlineTime, {}],
      [api.userIsCert, {}],
      [api.userTitle, {}],
      [api.loginBefore, { account: 'openapi_member' }],
      [api.userInfoModify, { nickname: 'openapi_nick', gender: 'male', birthday: '1999-12-31', bio: 'hello' }],
      [api.userAvatar, { path: avatarUpload }],
      [api.userQrcode, {}],
      [api.userQrcodeInfo, { credential: card.data.credential }, undefined, await h.visitor()],
      // After the card's use: a password change revokes it.
      [api.userChangePassword, { oldPassword: 'secret123', newPassword: 'secret456', confirmPassword: 'secret456' }],
      [api.userShareqr, {}],
      [api.userInviteList, { pageSize: 5 }],
      [api.userInviteIncome, { pageSize: 5 }],
      [api.userWorkIncome, { pageSize: 5 }],
      [api.loginCaptcha, { mobile: '13900001005', country: 'CN', purpose: 'login' }],
      [api.loginPhone, { mobile: '13900001001', country: 'CN', code: codeFor('+8613900001001', 'login') }, undefined, phoneVisitor],
      // The member's password is the one changed above.
      [api.loginBindMobile, { mobile: '13900001004', country: 'CN', code: codeFor('+8613900001004', 'bind'), password: 'secret456' }],
      [api.userChangeMobile, { mobile: '13900001003', country: 'CN', code: codeFor('+8613900001003', 'changeNew'), oldCode: codeFor('+8613900001002', 'changeOld') }, undefined, changer],
      [api.danmakuSend, { mediaId: 1, time: 2.5, text: '前方高能', colour: '#FFC031', mode: 'top' }],
      [api.danmakuList, { mediaId: 1, from: 0, to: 60 }],
      [api.postTags, {}],
      [api.postTaglist, {}],
      [api.postPublish, { text: 'a post with one picture', images: [postImage], tagIds: [1, 2], price: 0 }],
      [api.postDetail, { id: post.id }],
      [api.postAttitude, { id: post.id, attitude: 1 }],
      [api.collectAdd, { contentType: ContentType.post, id: post.id }],
      [api.postCenter, { tab: 'hot' }],
      [api.postTagFollow, { tagId: 1, follow: true }],
      [api.postCenter, { tab: 'following' }],
      [api.postDiscuss, { pageSize: 5 }],
      [api.postReviewrank, {}],
      [api.postMine, { pageSize: 5 }],
      [api.postMaylike, { id: post.id }],
      [api.postIsLook, { id: post.id }],
      [api.postPay, { id: post.id }],
      [api.reviewPublish, { subjectType: 'actress', subjectId: 1, rating: 4, title: 'a review', text: 'a review with one picture', images: [postImage], tagIds: [1] }],
      [api.reviewList, { sort: 'rating' }],
      [api.reviewDetail, { id: review.id }],
      [api.reviewSubject, { type: 'media', id: 1 }],
      [api.reviewMine, { pageSize: 5 }],
      [api.reviewAttitude, { id: review.id, attitude: 'support' }],
      [api.groupList, { pageSize: 5 }],
      [api.groupDetail, { id: 1 }],
      [api.groupJoin, { id: 1 }],
      [api.groupLeave, { id: 1 }],
      [api.groupPosts, { id: 1 }],
      [api.brandInformation, { groupId: 1 }],
      [api.brandOffering, {}],
      [api.brandRecruitment, { groupId: 2, pageSize: 3 }],
      [api.brandDetail, { id: 1 }],
      [api.reportAdd, { contentType: 'post', id: post.id, reason: 'spam', text: 'openapi report' }],
      [api.feedbackCategory, {}],
      [api.feedbackAdd, { categoryId: 1, text: 'openapi feedback text' }],
      [api.feedbackMine, { pageSize: 5 }],
      [api.questionCate, {}],
      [api.questionList, { keyword: 'app' }],
      [api.helpContact, {}],
      [api.messageHasNew, {}],
      [api.messageLatest, {}],
      [api.messageList, { tab: 'announce' }],
      [api.messageRead, { tab: 'reply' }],
      [api.messageNotice, { id: notice! }],
      [api.messageStream, {}],
      [api.worksMedia, { pageSize: 5 }],
      [api.worksUploadInfo, {}],
      [api.worksSelectTags, { pageSize: 5 }],
      [api.worksModifyMedia, { id: work.id, title: 'openapi work, retitled', description: 'described' }],
      [api.worksModifyShow, { id: work.id, visibility: 'unlisted' }],
      [api.worksUser, { uid: memberRow.id, pageSize: 5 }],
      [api.worksPost, { workId: postedWork.id, text: 'openapi video post', tagIds: [1] }],
      [api.worksCollect, {}],
      [api.worksCollectCreate, { name: 'another list', description: 'openapi' }],
      [api.collectToWorkList, { listId: videoList.id, mediaId: 1 }],
      [api.worksCollectItems, { id: videoList.id }],
      [api.worksCollectModify, { id: videoList.id, name: 'renamed list' }],
      [api.userLogout, {}],
    ];
    expect(new Set(calls.map(([e]) => e.path))).toEqual(new Set(allEndpoints.map((e) => e.path)));
    for (const [endpoint, input, options, client = member] of calls) {
      const res = await client.call(endpoint, input as never, options);
      expect([res.status, res.envelope.code], endpoint.path).toEqual([200, Code.ok]);
      expectDescribed(endpoint, res);
      expectDecryptedDescribed(endpoint, res.data);
      if (res.data !== null) expect(typeof res.envelope.data, endpoint.path).toBe('string');
    }
    h.clock.offset -= 61;
  });

  it('describes the refusals: each status and code as sent', async () => {
    const visitor = await h.visitor();
    const guest = await h.guest();
    const gone = await h.guest();
    await gone.call(api.userLogout, {});
    const refusals: [TestClient, Endpoint, unknown, CallOptions | undefined, number, number][] = [
      [visitor, api.mediaDetail, { id: 999_999 }, undefined, 200, Code.notFound],
      [guest, api.commentAdd, { mediaId: 1, content: '好' }, undefined, 200, Code.needRegistered],
      [guest, api.danmakuSend, { mediaId: 1, time: 1, text: '好' }, undefined, 200, Code.needRegistered],
      [gone, api.userInfo, {}, undefined, 200, Code.loginExpired],
      [visitor, api.loginOfficial, { account: 'nobody_here', password: 'secret123' }, undefined, 200, Code.wrongCredentials],
      [visitor, api.mediaList, { pageSize: 500 }, undefined, 400, Code.badRequest],
      [visitor, api.mediaList, {}, { sign: false }, 401, Code.badSignature],
      [visitor, api.mediaList, {}, { timestamp: Math.floor(Date.now() / 1000) - 3600 }, 401, Code.staleRequest],
      [visitor, api.collectAdd, { contentType: ContentType.media, id: 1 }, { xsrf: false }, 403, Code.xsrfRejected],
      [visitor, api.loginGuest, undefined, { rawBody: '--b\r\n\r\n--b--', headers: { 'content-type': 'multipart/form-data; boundary=b' } }, 415, Code.unsupportedMedia],
    ];
    for (const [client, endpoint, input, options, status, code] of refusals) {
      const res = await client.call(endpoint, input as never, options);
      expect([res.status, res.envelope.code], endpoint.path).toEqual([status, code]);
      expectDescribed(endpoint, res);
    }
  });

  it('lists the signed request headers, the token where a call needs one, and the XSRF echo on writes', () => {
    const headers = (e: Endpoint) => Object.fromEntries(doc.paths[e.path].post.parameters.map((p) => [p.name, p.required]));
    expect(headers(api.mediaList)).toEqual({ serect: true, 'x-user-agent': true, 'x-api-key': true, authorization: false, 'x-xsrf-token': true });
    expect(headers(api.collectAdd).authorization).toBe(true);
  });
});
