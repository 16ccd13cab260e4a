import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ForumHomeCategory, ForumPostSummary } from '@subaybay/domain';
import { paths } from '../../../app/paths';
import { PageContainer } from '../../../components/page-container';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { DetailsSkeleton } from '../../../components/skeletons';
import { useForumHome } from '../api/get-forum-home';
import { PostMeta } from '../components/post-meta';

/** A post's preview: its text, at most two lines (spec 3 §2, §9), then View. */
export function PostPreview({ post }: { post: ForumPostSummary }) {
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {post.title}
      </Typography>
      <PostMeta username={post.author.username} officeName={post.office_name} createdOn={post.created_on} />
      <Typography
        variant="body2"
        data-testid="post-preview"
        sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
      >
        {post.excerpt}
      </Typography>
      <Link component={RouterLink} to={paths.forumPost(post.id)} aria-label={`View ${post.title}`} sx={{ fontSize: '0.875rem' }}>
        View
      </Link>
    </Box>
  );
}

function CategoryCard({ category }: { category: ForumHomeCategory }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`forum-category-${category.id}`} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography id={`forum-category-${category.id}`} component="h2" variant="h6" sx={{ flex: 1, minWidth: 160 }}>
          <Link component={RouterLink} to={paths.forumCategory(category.id, category.title)} underline="hover" color="inherit">
            {category.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {category.post_count === 1 ? '1 post' : `${category.post_count} posts`}
        </Typography>
      </Box>
      {category.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {category.description}
        </Typography>
      )}
      {category.posts.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          No posts yet.
        </Typography>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {category.posts.map((post) => (
            <PostPreview key={post.id} post={post} />
          ))}
        </Box>
      )}
      <Button component={RouterLink} to={paths.forumCategory(category.id, category.title)} size="small" sx={{ mt: 1 }}>
        All posts in {category.title}
      </Button>
    </Paper>
  );
}

/** The forum home (spec 3 §2): categories with their latest posts' previews. */
export function ForumHomePage() {
  const home = useForumHome();
  return (
    <PageContainer maxWidth={1100}>
      <PageHeader
        title="Forum"
        breadcrumbs={[{ label: 'Home', to: paths.dashboard }, { label: 'Forum' }]}
        subtitle="Ask and answer questions with the engineers and accountants of every office."
      />
      <QueryState query={home} loading={<DetailsSkeleton />}>
        {(categories) => (
          <Stack spacing={2}>
            {categories.map((category) => (
              <CategoryCard key={category.id} category={category} />
            ))}
          </Stack>
        )}
      </QueryState>
    </PageContainer>
  );
}
