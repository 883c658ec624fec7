/** How much of a video was watched, as a thin bar along the bottom of its cover (the cover is the positioned parent). */
import './cover-progress.css';

export function CoverProgress({ fraction }: { fraction: number }) {
  return (
    <span className="cover-progress" aria-hidden>
      <span style={{ width: `${Math.round(Math.min(1, Math.max(0, fraction)) * 100)}%` }} />
    </span>
  );
}
