import { ContentType, formatCount, type Tag } from '@md/contract/client';
import { Link } from 'react-router';
import { Highlight } from './highlight.tsx';

/** A tag leading to its videos (or actresses, for actress tags); `highlight`: a searched term, marked in its name. */
export function TagChip({ tag, contentType = ContentType.media, highlight = '' }: { tag: Pick<Tag, 'id' | 'name' | 'mediaCount' | 'actressCount'>; contentType?: number; highlight?: string }) {
  const count = contentType === ContentType.actress ? tag.actressCount : tag.mediaCount;
  return (
    <Link className="chip" to={`/tagDetails?tid=${tag.id}&contentType=${contentType}`}>
      <Highlight text={tag.name} term={highlight} />
      {count > 0 ? <span className="chip__count">{formatCount(count)}</span> : null}
    </Link>
  );
}
