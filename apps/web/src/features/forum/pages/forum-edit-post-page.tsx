import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { forumMessages, type ForumPost } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { DetailsSkeleton } from '../../../components/skeletons';
import { notifySuccess } from '../../../lib/notify';
import { usePost } from '../api/get-post';
import { useUpdatePost } from '../api/update-post';
import { pathId } from '../../../lib/path-params';
import { PostForm } from '../components/post-form';

function EditForm({ post }: { post: ForumPost }) {
  const navigate = useNavigate();
  const update = useUpdatePost(post.id);
  if (!post.can_edit) return <Alert severity="warning">{forumMessages.editRefused}</Alert>;
  return (
    <PostForm
      initial={{ title: post.title, body: post.body }}
      submitLabel="Save"
      onCancel={() => void navigate(paths.forumPost(post.id))}
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        notifySuccess(forumMessages.postUpdated);
        await navigate(paths.forumPost(post.id));
      }}
    />
  );
}

function EditQuery({ postId }: { postId: number }) {
  const post = usePost(postId);
  return (
    <>
      <PageHeader
        title="Edit Post"
        breadcrumbs={[
          { label: 'Forum', to: paths.forum },
          ...(post.data ? [{ label: post.data.category.title, to: paths.forumCategory(post.data.category.id, post.data.category.title) }] : []),
          { label: post.data?.title ?? 'Post', to: paths.forumPost(postId) },
          { label: 'Edit' },
        ]}
      />
      <QueryState query={post} isEmpty={() => false} loading={<DetailsSkeleton />}>
        {(data) => <EditForm post={data} />}
      </QueryState>
    </>
  );
}

/** `/forum/posts/:postId/edit`: the author changes the title and body. */
export function ForumEditPostPage() {
  const postId = pathId(useParams().postId);
  return <PageContainer maxWidth={960}>{postId === null ? <Alert severity="error">This post does not exist.</Alert> : <EditQuery postId={postId} />}</PageContainer>;
}
