import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { forumMessages } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { notifySuccess } from '../../../lib/notify';
import { useCreatePost } from '../api/create-post';
import { pathId } from '../../../lib/path-params';
import { PostForm } from '../components/post-form';

/** `/forum/create/:catId/:catTitle` (spec 3 §2): a title and a rich-text body; on success, the new post with a toast. */
export function ForumCreatePostPage() {
  const params = useParams();
  const navigate = useNavigate();
  const create = useCreatePost();
  const categoryId = pathId(params.catId);
  const title = params.catTitle ?? 'Category';
  const breadcrumbs =
    categoryId === null
      ? [{ label: 'Forum', to: paths.forum }, { label: 'New Post' }]
      : [{ label: 'Forum', to: paths.forum }, { label: title, to: paths.forumCategory(categoryId, title) }, { label: 'New Post' }];
  return (
    <PageContainer maxWidth={960}>
      <PageHeader title="New Post" breadcrumbs={breadcrumbs} subtitle={categoryId === null ? undefined : `In ${title}`} />
      {categoryId === null ? (
        <Alert severity="error">This category does not exist.</Alert>
      ) : (
        <PostForm
          submitLabel="Post"
          onCancel={() => void navigate(paths.forumCategory(categoryId, title))}
          onSubmit={async (values) => {
            const post = await create.mutateAsync({ cat_id: categoryId, ...values });
            notifySuccess(forumMessages.postCreated);
            await navigate(paths.forumPost(post.id));
          }}
        />
      )}
    </PageContainer>
  );
}
