import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FocusKeepingButton, focusKeepingProps } from './focus-keeping-button.tsx';

/** A form whose send button goes busy on a press, then done (as 签到 does). */
function Sender({ onSend }: { onSend: () => void }) {
  const [state, setState] = useState<'ready' | 'busy' | 'done'>('ready');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
    setState('busy');
  };
  return (
    <form onSubmit={submit}>
      <FocusKeepingButton type="submit" busy={state === 'busy'} disabled={state === 'done'}>
        发表
      </FocusKeepingButton>
      <button type="button" onClick={() => setState('done')}>
        finish
      </button>
    </form>
  );
}

describe('FocusKeepingButton', () => {
  it('is never natively disabled: busy and done say aria-disabled, keep their name and ignore presses', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Sender onSend={onSend} />);
    const button = screen.getByRole('button', { name: '发表' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);

    // Busy: antd-mobile's dots on screen, the label still the button's name, a second press not sent.
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.querySelector('.adm-loading')).not.toBeNull();
    expect(screen.getByRole('button', { name: '发表' })).toBe(button);
    expect(button.className).toContain('adm-button-disabled');
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'finish' }));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.textContent).toBe('发表');
    await user.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('stays in the Tab order while unavailable', async () => {
    const user = userEvent.setup();
    render(
      <>
        <FocusKeepingButton disabled>签到</FocusKeepingButton>
        <button type="button">next</button>
      </>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '签到' }));
    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'next' }));
  });
});

describe('focusKeepingProps', () => {
  it('passes a press through when open and swallows it, default included, when blocked', () => {
    const onClick = vi.fn();
    const open = focusKeepingProps(false, onClick);
    expect(open['aria-disabled']).toBeUndefined();
    const blocked = focusKeepingProps(true, onClick);
    expect(blocked['aria-disabled']).toBe(true);

    const submitted = vi.fn((event: FormEvent) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={submitted}>
        <button type="submit" {...open}>
          赞
        </button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: '赞' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={submitted}>
        <button type="submit" {...blocked}>
          赞
        </button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: '赞' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
