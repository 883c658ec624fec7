import type { ReactNode } from 'react';

/** A light empty / error / not-found block (antd's ErrorBlock ships large illustrations to every page). */
export function StateBlock({ kind, title, description, children }: { kind: 'empty' | 'error'; title: ReactNode; description?: ReactNode; children?: ReactNode }) {
  return (
    <div className={`state-block state-block--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <svg className="state-block__icon" viewBox="0 0 64 64" aria-hidden>
        <rect x="10" y="14" width="44" height="36" rx="8" fill="currentColor" opacity="0.12" />
        {kind === 'empty' ? (
          <path d="M22 36h20M26 28h12" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity="0.5" />
        ) : (
          <path d="M32 24v12M32 42v1" stroke="currentColor" strokeWidth="4" strokeLinecap="round" opacity="0.6" />
        )}
      </svg>
      <div className="state-block__title">{title}</div>
      {description ? <div className="state-block__description">{description}</div> : null}
      {children}
    </div>
  );
}
