/**
 * A user's round picture, or the first letter of their nickname while they have none. Without a size it fills the
 * box it is put in (the box sets its size, at each width).
 */
import './user-avatar.css';
import { CodecImage } from '../image/codec-image.tsx';
import { nameInitial } from './name-initial.ts';

export function UserAvatar({ user, size }: { user: { nickname: string; avatar: string | null }; size?: number }) {
  const style = size === undefined ? undefined : { width: size, height: size, fontSize: Math.round(size / 2.4) };
  return (
    <span className={size === undefined ? 'user-avatar user-avatar--fill' : 'user-avatar'} style={style} aria-hidden>
      {user.avatar ? <CodecImage path={user.avatar} alt="" ratio="1 / 1" round /> : nameInitial(user.nickname)}
    </span>
  );
}
