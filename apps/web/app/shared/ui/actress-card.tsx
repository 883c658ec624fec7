import { ContentType, formatCount, type ActressCard as ActressCardData } from '@md/contract/client';
import { Link } from 'react-router';
import { CodecImage } from '../image/codec-image.tsx';
import { contentPath } from '../navigation/bind-target.ts';

export function ActressCard({ actress }: { actress: ActressCardData }) {
  return (
    <Link to={contentPath(ContentType.actress, actress.id)!} className="actress-card">
      <CodecImage path={actress.avatar} alt="" ratio="1 / 1" round />
      <span className="actress-card__name">{actress.name}</span>
      <span className="actress-card__count">{formatCount(actress.mediaCount)} 部作品</span>
    </Link>
  );
}
