/** A user's round picture, or the first letter of their nickname while they have none. */
import './user-avatar.css';
import { CodecImage } from '../image/codec-image.tsx';

export function UserAvatar({ user, size = 36 }: { user: { nickname: string; avatar: string | null }; size?: number }) {
  return (
    <span className="user-avatar" style={{ width: size, height: size, fontSize: Math.round(size / 2.4) }} aria-hidden>
      {user.avatar ? <CodecImage path={user.avatar} alt="" ratio="1 / 1" round /> : user.nickname.slice(0, 1)}
    </span>
  );
}
