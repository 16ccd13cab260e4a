import { paths } from '../../app/paths';
import { featureRoutes, lazyPrefetch } from '../../lib/routing';

/** What the pages read: a chunk of its own, loaded beside the page's (lib/routing.ts `lazyPrefetch`). */
const queries = () => import('./route-queries');

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
      prefetch: lazyPrefetch(queries, (q) => q.forum),
    },
    {
      path: paths.pattern.forumCategory,
      title: 'Forum Category',
      page: () => import('./pages/forum-category-page').then((m) => m.ForumCategoryPage),
      prefetch: lazyPrefetch(queries, (q) => q.forumCategory),
    },
    {
      path: paths.pattern.forumPost,
      title: 'Forum Post',
      page: () => import('./pages/forum-post-page').then((m) => m.ForumPostPage),
      prefetch: lazyPrefetch(queries, (q) => q.forumPost),
    },
    { path: paths.pattern.forumCreatePost, title: 'New Post', page: () => import('./pages/forum-create-post-page').then((m) => m.ForumCreatePostPage) },
    {
      path: paths.pattern.forumEditPost,
      title: 'Edit Post',
      page: () => import('./pages/forum-edit-post-page').then((m) => m.ForumEditPostPage),
      prefetch: lazyPrefetch(queries, (q) => q.editPost),
    },
  ],
});
