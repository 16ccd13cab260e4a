import { paths } from '../../app/paths';
import { featureRoutes, withId } from '../../lib/routing';
import { categoryPostsQueryOptions } from './api/get-category-posts';
import { forumHomeQueryOptions } from './api/get-forum-home';
import { postQueryOptions } from './api/get-post';
import { repliesQueryOptions } from './api/get-replies';

/**
 * The forum (spec 3 §2), shared by every office: home, a category, a post,
 * and the create and edit pages (whose chunk alone carries the TipTap editor).
 */
export const forumRoutes = featureRoutes({
  activeAccount: [
    {
      path: paths.forum,
      title: 'Forum',
      page: () => import('./pages/forum-home-page').then((m) => m.ForumHomePage),
      prefetch: () => [forumHomeQueryOptions()],
    },
    {
      path: paths.pattern.forumCategory,
      title: 'Forum Category',
      page: () => import('./pages/forum-category-page').then((m) => m.ForumCategoryPage),
      prefetch: withId('catId', (id) => [categoryPostsQueryOptions(id)]),
    },
    {
      path: paths.pattern.forumPost,
      title: 'Forum Post',
      page: () => import('./pages/forum-post-page').then((m) => m.ForumPostPage),
      prefetch: withId('postId', (id) => [postQueryOptions(id), repliesQueryOptions(id)]),
    },
    { path: paths.pattern.forumCreatePost, title: 'New Post', page: () => import('./pages/forum-create-post-page').then((m) => m.ForumCreatePostPage) },
    {
      path: paths.pattern.forumEditPost,
      title: 'Edit Post',
      page: () => import('./pages/forum-edit-post-page').then((m) => m.ForumEditPostPage),
      prefetch: withId('postId', (id) => [postQueryOptions(id)]),
    },
  ],
});
