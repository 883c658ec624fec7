/**
 * The site's icons, drawn on a 24-unit grid in a few dozen bytes each. antd-mobile-icons draws each with about
 * 2 KB of markup, which a feed of seventy cards turned into 140 KB of server-rendered HTML, and its modules were
 * 6 KB of the script every page loads. Decorative unless given a `label`.
 */
import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
  /** Spoken name; without it the icon is hidden from assistive technology. */
  label?: string;
  fontSize?: number;
}

function icon(body: ReactNode, outline: boolean) {
  return function Icon({ className, label, fontSize }: IconProps) {
    return (
      <svg
        width="1em"
        height="1em"
        viewBox="0 0 24 24"
        className={className ? `md-icon ${className}` : 'md-icon'}
        style={fontSize ? { fontSize } : undefined}
        fill={outline ? 'none' : 'currentColor'}
        stroke={outline ? 'currentColor' : undefined}
        strokeWidth={outline ? 1.8 : undefined}
        strokeLinecap="round"
        strokeLinejoin="round"
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        focusable="false"
      >
        {body}
      </svg>
    );
  };
}

export const PlayIcon = icon(
  <>
    <circle cx="12" cy="12" r="9.1" />
    <path d="M10 8.4v7.2l5.6-3.6Z" />
  </>,
  true,
);
export const RightIcon = icon(<path d="m9 5 7 7-7 7" />, true);
export const BackIcon = icon(<path d="m15 5-7 7 7 7" />, true);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m16.2 16.2 4.3 4.3" />
  </>,
  true,
);
export const HomeIcon = icon(<path d="M3.5 10.5 12 3.8l8.5 6.7V20a.8.8 0 0 1-.8.8h-4.9v-6h-5.6v6H4.3a.8.8 0 0 1-.8-.8Z" />, true);
export const CompassIcon = icon(
  <>
    <circle cx="12" cy="12" r="9.1" />
    <path d="m15.6 8.4-2.2 5-5 2.2 2.2-5Z" />
  </>,
  true,
);
export const PeopleIcon = icon(
  <>
    <circle cx="12" cy="8" r="4.2" />
    <path d="M4.2 20.5c.6-4 3.8-6.3 7.8-6.3s7.2 2.3 7.8 6.3" />
  </>,
  true,
);
export const AccountIcon = icon(
  <>
    <circle cx="12" cy="12" r="9.1" />
    <circle cx="12" cy="10" r="3.2" />
    <path d="M6.3 18.6c1.2-2.3 3.2-3.6 5.7-3.6s4.5 1.3 5.7 3.6" />
  </>,
  true,
);
export const ChatIcon = icon(<path d="M4 5.5h16v10.5H10l-4.5 3.5V16H4Z M8 9.5h8M8 12.5h5" />, true);
/** Three sliders: settings to adjust. */
export const SlidersIcon = icon(
  <>
    <path d="M4 7h8M16 7h4M4 12h3M11 12h9M4 17h10M18 17h2" />
    <circle cx="14" cy="7" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="16" cy="17" r="2" />
  </>,
  true,
);
export const BellIcon = icon(<path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.7h-15ZM10 20.5a2.2 2.2 0 0 0 4 0" />, true);
export const DeleteIcon = icon(<path d="M4 6.5h16M9.5 6.5V4.2h5v2.3M6.3 6.5l.9 13.3h9.6l.9-13.3M10 10.5v5.5M14 10.5v5.5" />, true);
export const FireIcon = icon(
  <path d="M12.6 2.5c.5 3.2-1.3 4.9-2.8 6.5-1.5 1.6-3 3.3-3 6 0 3.5 2.7 6.5 6.1 6.5 3.5 0 5.9-2.6 5.9-6.1 0-2.6-1.4-4.2-2.5-5.4-.2 1.3-.8 2.2-1.8 2.7.4-3.6-.5-7.4-1.9-10.2Z" />,
  false,
);
