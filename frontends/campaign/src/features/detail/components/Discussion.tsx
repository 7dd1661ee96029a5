import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, useIsSignedIn } from '@cf/api-client';
import { formatDateTime } from '@cf/i18n';
import { Alert, Button, EmptyState, LoadError, LoadMoreFooter, Stack, TextArea, useGrowingList, useLanguage } from '@cf/ui';
import { campaignsApi, PAGE_SIZE } from '../../../api/campaigns-api';
import type { CommentThread } from '@cf/contracts/rest';
import { CardSkeletons } from '../../../shared/CampaignCard';
import { SignInPrompt } from '../../../shared/SignInPrompt';

export const COMMENT_MAX = 2000;

/** Post a comment or a reply (C4.17): 1 to 2000 characters; a pending answer says it waits for approval. */
export function CommentForm({
  campaignId,
  parentCommentId,
  onPosted,
  label,
}: {
  campaignId: string;
  parentCommentId?: string;
  onPosted: () => void;
  label: string;
}) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const value = text.trim();
    if (!value) return setError(tc('validation.required'));
    if (value.length > COMMENT_MAX) return setError(tc('validation.maxLength', { max: COMMENT_MAX }));
    setError(null);
    setBusy(true);
    try {
      const answer = await campaignsApi.postComment(campaignId, value, parentCommentId);
      setText('');
      const pending = answer.comment?.status === 'pending';
      setNotice({
        tone: pending ? 'info' : 'success',
        text: pending ? t('discussion.pendingNote') : answer.message || t('discussion.posted'),
      });
      onPosted();
    } catch (failure) {
      setError(isApiError(failure) && failure.message ? failure.message : tc('common.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={2}>
        <TextArea
          label={label}
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={error ?? undefined}
          maxLength={COMMENT_MAX}
          required
        />
        <div>
          <Button type="submit" loading={busy} size="sm">
            {parentCommentId ? t('discussion.reply') : t('discussion.post')}
          </Button>
        </div>
        {notice ? (
          <Alert tone={notice.tone} title={notice.tone === 'info' ? t('discussion.pendingTitle') : undefined}>
            {notice.text}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

function CommentItem({ comment, campaignId, onChanged }: { comment: CommentThread; campaignId: string; onChanged: () => void }) {
  const { t } = useTranslation('campaign');
  const language = useLanguage();
  const signedIn = useIsSignedIn();
  const [replying, setReplying] = useState(false);
  return (
    <li className="campaign-comment">
      <p className="campaign-muted">
        <bdi>
          <strong>{comment.authorName ?? t('discussion.member')}</strong>
        </bdi>{' '}
        · {formatDateTime(comment.createdAt, language)}{' '}
        {comment.status === 'pending' ? <span className="campaign-badge campaign-badge--warning">{t('commentStatus.pending')}</span> : null}
      </p>
      <p className="campaign-story" dir="auto">
        {comment.comment}
      </p>
      {comment.replies && comment.replies.length > 0 ? (
        <ul className="campaign-list campaign-comment__replies" aria-label={t('discussion.replies')}>
          {comment.replies.map((reply) => (
            <li key={reply.id}>
              <p className="campaign-muted">
                <strong>{reply.authorName ?? t('discussion.member')}</strong> · {formatDateTime(reply.createdAt, language)}{' '}
                {reply.status === 'pending' ? (
                  <span className="campaign-badge campaign-badge--warning">{t('commentStatus.pending')}</span>
                ) : null}
              </p>
              <p className="campaign-story" dir="auto">
                {reply.comment}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {signedIn ? (
        replying ? (
          <CommentForm campaignId={campaignId} parentCommentId={comment.id} label={t('discussion.replyLabel')} onPosted={onChanged} />
        ) : (
          <Button variant="link" size="sm" onClick={() => setReplying(true)}>
            {t('discussion.reply')}
          </Button>
        )
      ) : null}
    </li>
  );
}

/** The discussion tab (C2.4, C4.17): approved comments (and the reader's own pending ones), replies, a form. */
export function Discussion({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('campaign');
  const { t: tc } = useTranslation();
  const signedIn = useIsSignedIn();
  const list = useGrowingList<CommentThread>(
    ['campaign', 'comments', campaignId],
    (limit) => campaignsApi.comments(campaignId, limit),
    PAGE_SIZE.comments,
  );
  const refetch = () => void list.query.refetch();
  return (
    <Stack gap={4}>
      {signedIn ? (
        <CommentForm campaignId={campaignId} label={t('discussion.label')} onPosted={refetch} />
      ) : (
        <SignInPrompt message={t('discussion.signIn')} />
      )}
      {list.query.isPending ? <CardSkeletons count={1} /> : null}
      {list.query.isError && !list.query.data ? <LoadError error={list.query.error} onRetry={refetch} /> : null}
      {list.query.isSuccess && list.docs.length === 0 ? (
        <EmptyState title={tc('common.noRecord')} description={t('discussion.empty')} />
      ) : null}
      {list.docs.length > 0 ? (
        <>
          <ul className="campaign-list">
            {list.docs.map((comment) => (
              <CommentItem key={comment.id} comment={comment} campaignId={campaignId} onChanged={refetch} />
            ))}
          </ul>
          <LoadMoreFooter
            centered
            shown={list.docs.length}
            total={list.total}
            hasMore={list.hasMore}
            loading={list.loadingMore}
            onLoadMore={list.loadMore}
          />
        </>
      ) : null}
    </Stack>
  );
}
