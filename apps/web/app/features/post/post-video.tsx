/** The video a post carries (works/post, decision 0069): its cover with a play mark, title and length; a tap opens the video's page. */
import { ContentType, formatDuration, type RouteResponse, type api } from '@md/contract/client';
import { Link } from 'react-router';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { contentPath } from '../../shared/navigation/bind-target.ts';
import { PlayIcon } from '../../shared/ui/icons.tsx';

type PostVideoData = NonNullable<RouteResponse<typeof api.postDetail>['video']>;

export function PostVideo({ video }: { video: PostVideoData }) {
  const { t } = useTranslation('post');
  const duration = formatDuration(video.duration);
  return (
    <Link to={contentPath(ContentType.media, video.id)!} className="post-video" data-testid="post-video">
      <span className="post-video__cover">
        <CodecImage path={video.cover} alt="" ratio="16 / 9" priority />
        <span className="post-video__play" aria-hidden>
          <PlayIcon />
        </span>
        <span className="post-video__duration" aria-hidden>
          {duration}
        </span>
      </span>
      <span className="post-video__title" aria-hidden>
        {video.title}
      </span>
      {/* The link's name from its content (an aria-label would hide the visible words from voice control). */}
      <span className="visually-hidden">{t('videoOpen', { title: video.title, duration })}</span>
    </Link>
  );
}
