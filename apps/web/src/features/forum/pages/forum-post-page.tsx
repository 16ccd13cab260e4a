import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { forumMessages, type ForumPost } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { DetailsSkeleton } from '../../../components/skeletons';
import { formatDateTime } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useDeletePost } from '../api/delete-post';
import { usePost } from '../api/get-post';
import { useReplies } from '../api/get-replies';
import { pathId } from '../../../lib/path-params';
import { PostBody } from '../components/post-body';
import { PostMeta } from '../components/post-meta';
import { ReplyBox } from '../components/reply-box';

function Replies({ postId }: { postId: number }) {
  const replies = useReplies(postId);
  return (
    <Box component="section" aria-labelledby="forum-replies" sx={{ mt: 3 }}>
      <Typography id="forum-replies" component="h2" variant="h6" sx={{ mb: 1 }}>
        Replies
      </Typography>
      <QueryState
        query={replies}
        loading={<DetailsSkeleton />}
        empty={
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            No replies yet. Be the first to answer.
          </Typography>
        }
      >
        {(list) => (
          <Stack component="ol" spacing={1} aria-label="Replies" sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {list.map((reply) => (
              <Paper component="li" key={reply.id} variant="outlined" sx={{ p: 1.5 }}>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  <strong>{reply.author.username}</strong> · {reply.office_name} · {formatDateTime(reply.created_on)}
                </Typography>
                {/* Plain text, as typed: React escapes it; line breaks are kept. */}
                <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
                  {reply.message}
                </Typography>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryState>
      <ReplyBox postId={postId} />
    </Box>
  );
}

function PostView({ post }: { post: ForumPost }) {
  const navigate = useNavigate();
  const remove = useDeletePost();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <PageHeader
        title={post.title}
        breadcrumbs={[
          { label: 'Forum', to: paths.forum },
          { label: post.category.title, to: paths.forumCategory(post.category.id, post.category.title) },
          { label: 'Post' },
        ]}
        extra={
          (post.can_edit || post.can_delete) && (
            <Stack direction="row" spacing={1}>
              {post.can_edit && (
                <Button variant="outlined" startIcon={<EditIcon />} component={RouterLink} to={paths.forumEditPost(post.id)}>
                  Edit
                </Button>
              )}
              {post.can_delete && (
                <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
                  Delete
                </Button>
              )}
            </Stack>
          )
        }
      />
      <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <PostMeta username={post.author.username} officeName={post.office_name} createdOn={post.created_on} />
        <PostBody html={post.body} />
      </Paper>
      <Replies postId={post.id} />
      <ConfirmDialog
        open={confirming}
        message={forumMessages.deleteConfirm}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await remove.mutateAsync(post.id);
          notifySuccess(forumMessages.postDeleted);
          await navigate(paths.forumCategory(post.category.id, post.category.title));
        }}
      />
    </>
  );
}

/** `/forum/posts/:postId` (spec 3 §2): the post, Edit and Delete where allowed, its replies and the add-reply box. */
export function ForumPostPage() {
  const params = useParams();
  const postId = pathId(params.postId);
  return (
    <PageContainer maxWidth={960}>
      {postId === null ? (
        <>
          <PageHeader title="Post" breadcrumbs={[{ label: 'Forum', to: paths.forum }, { label: 'Post' }]} />
          <Alert severity="error">This post does not exist.</Alert>
        </>
      ) : (
        <PostQuery postId={postId} />
      )}
    </PageContainer>
  );
}

function PostQuery({ postId }: { postId: number }) {
  const post = usePost(postId);
  return (
    <QueryState
      query={post}
      isEmpty={() => false}
      loading={
        <>
          <PageHeader title="Post" breadcrumbs={[{ label: 'Forum', to: paths.forum }, { label: 'Post' }]} />
          <DetailsSkeleton />
        </>
      }
    >
      {(data) => <PostView post={data} />}
    </QueryState>
  );
}
