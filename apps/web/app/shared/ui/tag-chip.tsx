import { ContentType, formatCount, type Tag } from '@md/contract/client';
import { Link } from 'react-router';

/** A tag leading to its videos (or actresses, for actress tags). */
export function TagChip({ tag, contentType = ContentType.media }: { tag: Pick<Tag, 'id' | 'name' | 'mediaCount' | 'actressCount'>; contentType?: number }) {
  const count = contentType === ContentType.actress ? tag.actressCount : tag.mediaCount;
  return (
    <Link className="chip" to={`/tagDetails?tid=${tag.id}&contentType=${contentType}`}>
      {tag.name}
      {count > 0 ? <span className="chip__count">{formatCount(count)}</span> : null}
    </Link>
  );
}
