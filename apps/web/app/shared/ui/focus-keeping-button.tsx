/**
 * Buttons that keep the keyboard's focus while they cannot be pressed (decision 0094). A natively disabled button
 * drops focus: pressing 发表, 签到 or 赞 made it busy or done, the browser moved focus to `<body>`, and the next Tab
 * started again from the top of the page. These say `aria-disabled` instead, look disabled, ignore presses, and stay
 * where the keyboard is; a screen reader says they are unavailable.
 */
import Button, { type ButtonProps } from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import type { MouseEvent, ReactNode } from 'react';

/**
 * For a plain `<button>`: what replaces `disabled` and `onClick`. A press on a blocked button does nothing, a blocked
 * submit button does not submit (its form's handler must still refuse when busy: Enter in a field submits anyway).
 */
export function focusKeepingProps<E extends HTMLElement>(blocked: boolean, onClick?: (event: MouseEvent<E>) => void) {
  return {
    'aria-disabled': blocked || undefined,
    onClick(event: MouseEvent<E>) {
      if (blocked) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    },
  };
}

type Props = Omit<ButtonProps, 'loading' | 'onClick'> & {
  /** A press is being answered: the button shows antd-mobile's dots, as its `loading` does. */
  busy?: boolean;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
};

/** antd-mobile's Button with `busy` for its `loading` and both it and `disabled` keeping focus. */
export function FocusKeepingButton({ busy = false, disabled = false, onClick, className, children, ...rest }: Props) {
  const blocked = busy || disabled;
  const classes = [className, blocked ? 'adm-button-disabled' : null, busy ? 'adm-button-loading' : null].filter(Boolean).join(' ');
  return (
    <Button {...rest} {...focusKeepingProps(blocked, onClick)} aria-busy={busy || undefined} className={classes || undefined}>
      {busy ? (
        <span className="adm-button-loading-wrapper">
          <DotLoading color="currentColor" />
          {/* The dots replace the label on screen, not in the button's name. */}
          <span className="visually-hidden">{children}</span>
        </span>
      ) : (
        children
      )}
    </Button>
  );
}
