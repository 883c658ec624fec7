/**
 * /mine/works: upload a video and follow one's works through 排队中 / 转码中 n% / 审核中 / 已发布 (with a link to the
 * video, and 发布动态 to post it to the square) / 未通过 (with the operator's reason) / 失败 (decisions 0051, 0066, 0069);
 * each work's 编辑 opens its edit sheet (title, description, tags, who may watch, cover: decisions 0067, 0068).
 */
import './works.css';
import { api, formatDuration, type OwnWork } from '@md/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useBrowserApi } from '../../shared/api/api-context.tsx';
import { useTranslation } from '../../shared/i18n/index.ts';
import { personalQuery } from '../../shared/query/api-query.ts';
import { useAppState } from '../../shared/stores/app-store.ts';
import { CodecImage } from '../../shared/image/codec-image.tsx';
import { PlayIcon } from '../../shared/ui/icons.tsx';
import { UserText } from '../../shared/ui/user-text.tsx';
import { UploadPanel, UploadPanelStandIn } from './upload-panel.tsx';

const WorkPostSheet = lazy(() => import('./post-sheet.tsx'));

/** How often the list is asked again while a work is on its way. */
const POLL_MS = 2000;
const MOVING = new Set<OwnWork['state']>(['uploading', 'queued', 'transcoding']);
const WorkEditSheet = lazy(() => import('./work-edit-sheet.tsx'));

function WorkRow({ work }: { work: OwnWork }) {
  const { t } = useTranslation('works');
  const label =
    work.state === 'transcoding'
      ? t('state_transcoding', { progress: work.progress })
      : work.state === 'failed' || work.state === 'rejected'
        ? t(`state_${work.state}`, { reason: work.failureReason ?? '' })
        : t(`state_${work.state}`);
  const [editing, setEditing] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const title = work.title || t('untitled');
  const picture = work.cover ?? work.frames[0] ?? null;
  return (
    <li className="works-list__item" data-testid="work" data-state={work.state} data-visibility={work.visibility}>
      {/* The chosen cover, else the transcoder's first frame (the one approval keeps), else a stand-in: every row
          has its picture's place, so the rows line up while a work is on its way. */}
      <span className="works-list__cover">
        {picture ? (
          <CodecImage path={picture} alt="" ratio="16 / 9" />
        ) : (
          <span className="works-list__cover-stand-in" data-testid="work-cover-stand-in">
            <PlayIcon />
          </span>
        )}
      </span>
      <div className="works-list__body">
        <UserText as="h3" className="works-list__title" text={title} />
        <p className={`works-list__state works-list__state--${work.state}`} data-testid="work-state">
          {label}
          {work.duration ? <span className="works-list__duration">{t('duration', { time: formatDuration(work.duration) })}</span> : null}
          <span className="works-list__visibility" data-testid="work-visibility">
            {t(`visibility_${work.visibility}`)}
          </span>
        </p>
        <div className="works-list__actions">
          {work.state === 'published' && work.mediaId !== null ? (
            <Link className="works-list__watch" to={`/videoDetails?id=${work.mediaId}`} data-testid="work-watch">
              {t('watch')}
            </Link>
          ) : null}
          {work.state === 'published' && work.mediaId !== null && work.visibility !== 'private' ? <WorkPostAction work={work} /> : null}
          {work.state !== 'uploading' ? (
            <button ref={trigger} type="button" className="works-list__edit" aria-label={t('editLabel', { title })} aria-haspopup="dialog" onClick={() => setEditing(true)} data-testid="work-edit-open">
              {t('edit')}
            </button>
          ) : null}
        </div>
      </div>
      {editing ? (
        <Suspense fallback={null}>
          <WorkEditSheet work={work} onClose={() => setEditing(false)} returnFocus={trigger} />
        </Suspense>
      ) : null}
    </li>
  );
}

/** 发布动态: the sheet that posts the work with its video (decision 0069); once sent, the way to /mine/posts instead. */
function WorkPostAction({ work }: { work: OwnWork }) {
  const { t } = useTranslation('works');
  const [open, setOpen] = useState(false);
  const [posted, setPosted] = useState(false);
  // What the sheet gives focus back to: the button, or the link that took its place once the work is posted.
  const trigger = useRef<HTMLElement | null>(null);
  const keep = (element: HTMLElement | null) => {
    if (element) trigger.current = element;
  };
  return (
    <>
      {/* Once posted, the way to the post in review takes the button's place: a second tap would post it twice. */}
      {posted ? (
        <Link ref={keep} className="works-list__watch" to="/mine/posts" data-testid="work-posted">
          {t('postedLink')}
        </Link>
      ) : (
        <button ref={keep} type="button" className="works-list__post" aria-haspopup="dialog" aria-expanded={open} data-testid="work-post" onClick={() => setOpen(true)}>
          {t('postAction')}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <WorkPostSheet work={work} onClose={() => setOpen(false)} onPosted={() => setPosted(true)} returnFocus={trigger} />
        </Suspense>
      )}
    </>
  );
}

export function WorksPage() {
  const { t } = useTranslation('works');
  const client = useBrowserApi();
  const token = useAppState((s) => s.token);
  const queryClient = useQueryClient();
  const info = useQuery(personalQuery(client, token, api.worksUploadInfo, {}));
  const works = useQuery({
    ...personalQuery(client, token, api.worksMedia, { pageSize: 50 }),
    refetchInterval: (query) => (query.state.data?.list.some((w) => MOVING.has(w.state)) ? POLL_MS : false),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [api.worksMedia.path] });
  return (
    <main className="page page--narrow works-page">
      <h1 className="page__title">{t('title')}</h1>
      {client && info.data ? (
        info.data.available ? (
          <UploadPanel client={client} maxBytes={info.data.maxBytes} onFinished={refresh} />
        ) : (
          <p className="works-upload__unavailable" data-testid="works-unavailable">
            {t('unavailable')}
          </p>
        )
      ) : info.isError ? null : (
        <UploadPanelStandIn />
      )}
      <h2 className="works-list__heading">{t('list')}</h2>
      {works.data && works.data.list.length === 0 ? <p className="works-list__empty">{t('empty')}</p> : null}
      <ul className="works-list" data-testid="works-list">
        {works.data?.list.map((work) => <WorkRow key={work.id} work={work} />)}
      </ul>
    </main>
  );
}
