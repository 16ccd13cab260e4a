import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import AddIcon from '@mui/icons-material/Add';
import { forumMessages } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { DetailsSkeleton } from '../../../components/skeletons';
import { useCategoryPosts } from '../api/get-category-posts';
import { pathId } from '../../../lib/path-params';
import { PostPreview } from './forum-home-page';

function CategoryPosts({ categoryId, title }: { categoryId: number; title: string }) {
  const navigate = useNavigate();
  const posts = useCategoryPosts(categoryId);
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'Forum', to: paths.forum }, { label: title }]}
        action={{ label: 'New Post', icon: <AddIcon />, onClick: () => void navigate(paths.forumCreatePost(categoryId, title)) }}
      />
      <QueryState
        query={posts}
        loading={<DetailsSkeleton />}
        empty={
          <Alert severity="info" variant="outlined" sx={{ border: 0 }}>
            <AlertTitle>{forumMessages.emptyCategoryTitle}</AlertTitle>
            {forumMessages.emptyCategoryText}
          </Alert>
        }
      >
        {(list) => (
          <Paper variant="outlined" sx={{ px: { xs: 2, sm: 2.5 }, py: 0.5 }}>
            <Box component="ul" aria-label={`Posts in ${title}`} sx={{ p: 0, m: 0, '& > li:first-of-type': { borderTop: 0 } }}>
              {list.map((post) => (
                <PostPreview key={post.id} post={post} />
              ))}
            </Box>
          </Paper>
        )}
      </QueryState>
    </>
  );
}

/** `/posts/category/:catId/:catTitle` (spec 3 §2): the posts of a category, newest first, and New Post. */
export function ForumCategoryPage() {
  const params = useParams();
  const categoryId = pathId(params.catId);
  const title = params.catTitle ?? 'Category';
  return (
    <PageContainer maxWidth={1100}>
      {categoryId === null ? (
        <>
          <PageHeader title="Forum" breadcrumbs={[{ label: 'Forum', to: paths.forum }, { label: 'Category' }]} />
          <Alert severity="error">
            This category does not exist. <RouterLink to={paths.forum}>Back to the forum</RouterLink>
          </Alert>
        </>
      ) : (
        <CategoryPosts categoryId={categoryId} title={title} />
      )}
    </PageContainer>
  );
}
