/**
 * The shared catalogue in Simplified Chinese, the default language: error texts, server tips and formatter words,
 * read by the server (tips) and the web client (request layer, local database, formatters). Keys name the
 * situation, values are what the user reads. The spec's texts (sections 5, 8 and 9) are reproduced exactly.
 * `{{name}}` marks an interpolated value (i18next's syntax, so the web reads this table as a namespace).
 */
export const zhCN = {
  // spec section 8: request layer
  requestFailed: '请求出错啦~',
  loginExpired: '您的登录状态已失效',
  networkError: '您的网络发生异常，无法连接服务器',
  http400: '请求错误',
  http401: '用户没有权限。',
  http403: '访问被禁止',
  http404: '请求地址不存在',
  http405: '请求方法不允许',
  http406: '请求的格式不可得',
  http410: '资源被永久删除',
  http422: '验证错误',
  http500: '服务器发生错误',
  http502: '网关错误',
  http503: '服务不可用',
  http504: '网关超时',
  pageNotFound: 'Page Not Found',
  internalServerError: 'Internal Server Error',
  playerNetworkError: '网络连接似乎出现了问题',

  // spec section 5: sign-in
  enterAccount: '请输入账号',
  enterPassword: '请输入密码',
  signInAccountTooShort: '账号长度不少于6位',
  signInPasswordTooShort: '密码长度不少于6位',
  // spec section 5: sign-up
  enterConfirmPassword: '请输入确认密码',
  passwordsDiffer: '两次密码不一致 请重新确认',
  signUpAccountTooShort: '账号不少于6位',
  signUpPasswordTooShort: '密码不少于6位',

  // spec section 8: local database
  dbAdded: '添加成功',
  dbBulkAdded: '批量添加成功',
  dbUpdated: '更新成功',
  dbDeleted: '删除成功',
  dbAddFailed: '添加失败：',
  dbBulkAddFailed: '批量添加失败：',
  dbGetFailed: '获取失败：',
  dbUpdateFailed: '更新失败：',
  dbDeleteFailed: '删除失败：',
  dbQueryFailed: '查询失败：',
  dbNotFound: '数据不存在',
  dbNothingToUpdate: '数据不存在或无需更新',

  // ours: server answers
  badRequest: '请求参数有误',
  badRequestDetail: '请求参数有误：{{detail}}',
  badRequestField: '请求参数有误：{{field}}（{{detail}}）',
  unknownFields: '请求参数有误：不支持的字段 {{keys}}',
  invalidJson: '请求内容不是有效的 JSON',
  bodyTooLarge: '请求内容过大',
  unsupportedContentType: '不支持的请求格式',
  badSignature: '请求签名无效，请刷新页面后重试',
  staleRequest: '请求已过期，请检查设备时间后重试',
  replayedRequest: '请求重复，请勿重复提交',
  xsrfRejected: '安全校验失败，请刷新页面后重试',
  needRegistered: '请先登录或注册账号',
  wrongCredentials: '账号或密码错误',
  accountTaken: '该账号已被注册',
  accountFormat: '账号只能包含字母、数字和下划线',
  accountTooLong: '账号不能超过32位',
  passwordTooLong: '密码不能超过64位',
  deviceIdFormat: '设备标识格式错误',
  affCodeFormat: '推广参数格式错误',
  guestName: '游客{{number}}',
  searchKeywordEmpty: '请输入搜索内容',
  searchKeywordTooLong: '搜索内容不能超过50个字',
  commentEmpty: '请输入评论内容',
  commentTooLong: '评论不能超过500个字',
  replyTargetMissing: '回复的评论不存在',
  checkinAlready: '今天已经签到过了，明天再来吧',
  pointsInsufficient: '积分不足，签到可获得积分',
  lockCodeFormat: '锁屏密码为4到6位数字',
  lockCodeWrong: '锁屏密码错误，还可以尝试{{count}}次',
  lockCodeOldRequired: '请输入当前的锁屏密码',
  lockCodeNotSet: '尚未设置锁屏密码',
  lockCodeSignedOut: '锁屏密码错误次数过多，请重新登录',
  tooManyRequests: '操作过于频繁，请稍后再试',
  tooManyLogins: '登录尝试次数过多，请稍后再试',
  notFound: '内容不存在或已下架',
  advertNotFound: '广告不存在',
  uploadMissing: '请选择要上传的图片',
  uploadTooLarge: '图片不能超过5MB',
  uploadNotImage: '仅支持 JPG、PNG、WEBP、GIF 格式的图片',
  uploadTooManyPixels: '图片尺寸过大',
  uploadBroken: '图片已损坏，无法读取',
  internal: '服务器开小差了，请稍后再试',

  // hostile input and uploads
  textControlCharacters: '内容包含不支持的控制字符，请删除后重试',
  uploadOneFile: '一次只能上传一张图片',
  uploadMalformed: '上传内容不完整或格式有误，请重新选择图片上传',
  uploadTooOften: '上传次数过多，请{{minutes}}分钟后再试',
  uploadBusy: '上传的人太多了，请{{seconds}}秒后再试',
  uploadQuotaFull: '图片存储空间已满，无法继续上传',

  // ours: sign-in and session security (limits say when to retry; the page shown when pages are limited)
  deviceSecretFormat: '设备凭证格式错误',
  tooManyRequestsRetry: '操作过于频繁，请{{seconds}}秒后再试',
  tooManyLoginsRetry: '登录尝试次数过多，请{{seconds}}秒后再试',
  tooManyPagesTitle: '访问过于频繁',
  tooManyPagesText: '您的访问过于频繁，请{{seconds}}秒后刷新页面',
  tooManyPagesHome: '返回首页',

  // ours: the profile (user/info/modify, user/avatar, user/changePassword)
  enterNickname: '请输入昵称',
  nicknameTooShort: '昵称不少于2位',
  nicknameTooLong: '昵称不能超过16位',
  nicknameFormat: '昵称只能包含文字、数字、下划线和短横线',
  birthdayFormat: '生日格式不正确',
  birthdayInFuture: '生日不能晚于今天',
  bioTooLong: '个人简介不能超过100个字',
  avatarNotUploaded: '头像图片不存在，请重新上传',
  enterOldPassword: '请输入原密码',
  wrongOldPassword: '原密码错误',
  passwordUnchanged: '新密码不能与原密码相同',

  // media URLs (signed, expiring)
  mediaLinkInvalid: '视频链接无效或已过期，请刷新页面后重试',
  mediaLevelLocked: '登录后可观看该清晰度',

  // account credential card (身份卡)
  cardInvalid: '身份卡无效，请检查后重新粘贴或上传',
  cardExpired: '身份卡已过期，请在原设备上重新生成',
  cardRevoked: '身份卡已作废，请使用最新生成的身份卡',

  // spec section 9: formatter words
  justNow: '刚刚',
  minutesAgo: '{{count}}分钟前',
  hoursAgo: '{{count}}小时前',
} as const;
