/** Word lists for synthetic, safe-for-work Chinese titles and names. */
import { ContentType } from '@md/contract';
export const SURNAMES = [
  '林', '陈', '王', '李', '张', '刘', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '何', '郭', '马', '罗',
  '梁', '宋', '郑', '谢', '韩', '唐', '冯', '于', '董', '萧', '程', '曹', '袁', '邓', '许', '傅', '沈', '曾', '彭', '吕',
  '苏', '卢', '蒋', '蔡', '贾', '丁', '魏', '薛', '叶', '阎',
];
export const GIVEN = [
  '雨', '萱', '晴', '雪', '琳', '婉', '静', '怡', '欣', '悦', '佳', '梦', '瑶', '馨', '诗', '涵', '若', '彤', '岚', '语',
  '嘉', '宁', '可', '心', '月', '星', '安', '然', '晓', '思', '素', '云', '清', '韵', '婷', '妍', '芷', '蕾', '菲', '薇',
  '露', '霏', '凝', '珊', '琪', '茜', '洁', '丹', '青', '楠', '柔', '紫', '曼', '桐', '舒', '澜', '沫', '柠', '夏', '初',
];
export const TIMES = ['清晨', '午后', '黄昏', '深夜', '周末', '假日', '雨天', '初夏', '深秋', '冬日', '春天', '夜晚'];
export const PLACES = [
  '海边', '山间', '咖啡馆', '书店', '老街', '湖畔', '花园', '屋顶', '车站', '小镇', '古城', '草原', '雪山', '渔村',
  '集市', '校园', '图书馆', '天台', '竹林', '茶园', '江南', '高原', '沙漠', '港口',
];
export const MOODS = ['温柔', '安静', '明亮', '慵懒', '浪漫', '治愈', '清新', '热烈', '悠闲', '神秘', '怀旧', '灵动'];
export const SUBJECTS = [
  '时光', '旅程', '相遇', '故事', '日常', '记忆', '风景', '约定', '心事', '光影', '味道', '旋律', '远方', '画面', '邂逅', '回忆',
];
export const ACTIVITIES = ['骑行', '漫步', '野餐', '露营', '摄影', '做饭', '跳舞', '读书', '弹琴', '钓鱼', '登山', '冲浪', '画画', '品茶'];
export const SERIES = ['第一集', '第二集', '第三集', '上篇', '下篇', '特别篇', '完整版', '花絮', '幕后', '精选'];
export const CITIES = ['杭州', '成都', '厦门', '大理', '青岛', '苏州', '重庆', '西安', '桂林', '丽江', '三亚', '哈尔滨', '拉萨', '南京'];

/** Ten tag categories: eight for videos (content type 2), two for actresses (8); fifteen tags each. */
export const TAG_CATEGORIES: { name: string; contentType: (typeof ContentType)[keyof typeof ContentType]; tags: string[] }[] = [
  { name: '题材', contentType: ContentType.media, tags: ['剧情', '纪录', '旅行', '美食', '音乐', '舞蹈', '运动', '自然', '城市', '人文', '手工', '科普', '动物', '建筑', '艺术'] },
  { name: '风格', contentType: ContentType.media, tags: ['清新', '复古', '文艺', '治愈', '热血', '温馨', '搞笑', '悬疑', '浪漫', '极简', '唯美', '写实', '梦幻', '胶片', '国风'] },
  { name: '场景', contentType: ContentType.media, tags: ['室内', '户外', '海滩', '森林', '街头', '校园', '办公室', '厨房', '咖啡店', '车内', '山顶', '湖边', '夜景', '雨中', '雪地'] },
  { name: '地区', contentType: ContentType.media, tags: ['华东', '华南', '华北', '西南', '西北', '东北', '华中', '港澳', '台湾', '日本', '韩国', '东南亚', '欧洲', '北美', '大洋洲'] },
  { name: '季节', contentType: ContentType.media, tags: ['早春', '仲春', '暮春', '初夏', '盛夏', '晚夏', '初秋', '仲秋', '深秋', '初冬', '隆冬', '岁末', '新年', '端午', '中秋'] },
  { name: '色调', contentType: ContentType.media, tags: ['暖色', '冷色', '黑白', '高饱和', '低饱和', '蓝调', '金色', '粉色', '绿意', '暗调', '明快', '柔光', '逆光', '霓虹', '日落'] },
  { name: '时长', contentType: ContentType.media, tags: ['一分钟', '三分钟', '五分钟', '十分钟', '半小时', '短片', '长片', '系列', '单集', '合集', '预告', '花絮', '片段', '完整', '剪辑'] },
  { name: '心情', contentType: ContentType.media, tags: ['开心', '放松', '感动', '思念', '期待', '平静', '惊喜', '怀念', '自由', '勇敢', '温暖', '好奇', '专注', '满足', '轻松'] },
  { name: '气质', contentType: ContentType.actress, tags: ['甜美', '知性', '活泼', '优雅', '清纯', '干练', '温婉', '俏皮', '文静', '大方', '元气', '高冷', '邻家', '御姐', '少女'] },
  { name: '特长', contentType: ContentType.actress, tags: ['唱歌', '跳舞', '主持', '表演', '乐器', '绘画', '摄影', '烹饪', '运动', '旅行', '写作', '瑜伽', '书法', '茶艺', '模特'] },
];

export const HOME_TABS = ['推荐', '最新', '热门', '旅行', '音乐', '美食', '纪录'];
export const TOPIC_TITLES = [
  '本周精选', '编辑推荐', '人气榜单', '新片速递', '旅行日记', '城市漫游', '自然之声', '美食地图', '音乐现场', '舞蹈时刻',
  '治愈时光', '周末放映', '经典重温', '新人推荐', '人气演员', '宝藏演员', '镜头之外', '光影故事', '午夜剧场', '清晨序曲',
  '四季更替', '山海之间', '街头巷尾', '慢生活', '匠心手作', '动物朋友', '艺术现场', '追光者', '夏日限定', '年度回顾',
];

/** Harmless demo danmaku (弹幕) flying over the first videos. */
export const DANMAKU_LINES = [
  '前排围观', '画面好美', '这里的光线绝了', '哈哈哈哈', '好治愈啊', '打卡', '第一次看到这里', '配色好舒服', '太好看了吧',
  '收藏了', '来了来了', '看了好多遍', '这一段最喜欢', '好安静的感觉', '周末快乐', '泪目', '弹幕护体', '路过点赞',
];
export const DANMAKU_COLOURS = ['#ffffff', '#ffffff', '#ffffff', '#fe0302', '#ffc031', '#00cd00', '#4266be', '#cc0273'];

/** Groups (seed/groups.ts): the kinds of group a name ends with, and sentences for intros, items and posts. */
export const GROUP_KINDS = ['爱好者', '同好会', '交流圈', '俱乐部', '研习社', '小分队'];
type Pick = <T>(items: readonly T[]) => T;
export const groupIntro = (p: Pick, city: string, activity: string) =>
  `在${city}一起${activity}，分享${p(MOODS)}的${p(SUBJECTS)}。欢迎喜欢${p(PLACES)}和${p(TIMES)}的朋友加入。`;
export const BRAND_TITLES = {
  news: (p: Pick, city: string, activity: string) => `${city}${p(TIMES)}${activity}活动${p(['回顾', '预告', '报名开始', '精彩瞬间'])}`,
  offering: (p: Pick, city: string, activity: string) => `${p(['寻找', '诚邀', '招募'])}${city}${activity}${p(['合作伙伴', '赞助商家', '场地合作'])}`,
  recruitment: (p: Pick, _city: string, activity: string) => `${p(['提供', '承接', '预约'])}${activity}${p(['指导', '陪练', '摄影跟拍', '装备租借'])}服务`,
} as const;
export const brandLine = (p: Pick) => `${p(TIMES)}的${p(PLACES)}，${p(MOODS)}的${p(SUBJECTS)}。`;
export const brandText = (p: Pick, city: string, activity: string, lines: string[]) => `${city}${activity}：${lines.join('')}\n期待与你在${p(PLACES)}相遇。`;
export const brandContact = (groupId: number, n: number) => `联系邮箱 group${groupId}-${n}@example.com`;
export const memberPostText = (p: Pick) => `${p(TIMES)}去${p(PLACES)}${p(ACTIVITIES)}，${p(MOODS)}的${p(SUBJECTS)}，记录一下。`;
export const memberThreadText = (p: Pick) => `大家${p(TIMES)}都喜欢去哪里${p(ACTIVITIES)}？最近在找${p(MOODS)}一点的${p(PLACES)}，求推荐。`;
export const reviewTitle = (p: Pick) => `${p(MOODS)}的${p(SUBJECTS)}`;
export const reviewText = (p: Pick) => `${p(TIMES)}看完的，画面${p(MOODS)}，节奏${p(MOODS)}，像在${p(PLACES)}${p(ACTIVITIES)}。值得一看，推荐给喜欢${p(SUBJECTS)}的朋友。`;
