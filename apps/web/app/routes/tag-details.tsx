import { TagDetails } from '../features/tag/tag-details.tsx';

export const meta = () => [{ title: '标签 - MD视频' }];

export default function TagDetailsRoute() {
  return <TagDetails />;
}
