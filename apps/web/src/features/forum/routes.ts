import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';
import { pageHandle, prefetchLoader, type FeatureRoutes } from '../../lib/routing';
import { categoryPostsQueryOptions } from './api/get-category-posts';
import { forumHomeQueryOptions } from './api/get-forum-home';
import { postQueryOptions } from './api/get-post';
import { repliesQueryOptions } from './api/get-replies';
import { forumIdParam } from './components/forum-id-param';

/**
 * The forum (spec 3 §2), shared by every office: home, a category, a post,
 * and the create and edit pages (whose chunk alone carries the TipTap editor).
 */
export function forumRoutes(queryClient: QueryClient): FeatureRoutes {
  return {
    activeAccount: [
      {
        path: paths.forum,
        handle: pageHandle('Forum'),
        loader: prefetchLoader(queryClient, (client) => [client.ensureQueryData(forumHomeQueryOptions())]),
        lazy: lazyPage(() => import('./pages/forum-home-page').then((m) => m.ForumHomePage)),
      },
      {
        path: paths.pattern.forumCategory,
        handle: pageHandle('Forum Category'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = forumIdParam(params.catId);
          return id === null ? [] : [client.ensureQueryData(categoryPostsQueryOptions(id))];
        }),
        lazy: lazyPage(() => import('./pages/forum-category-page').then((m) => m.ForumCategoryPage)),
      },
      {
        path: paths.pattern.forumPost,
        handle: pageHandle('Forum Post'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = forumIdParam(params.postId);
          return id === null ? [] : [client.ensureQueryData(postQueryOptions(id)), client.ensureQueryData(repliesQueryOptions(id))];
        }),
        lazy: lazyPage(() => import('./pages/forum-post-page').then((m) => m.ForumPostPage)),
      },
      {
        path: paths.pattern.forumCreatePost,
        handle: pageHandle('New Post'),
        lazy: lazyPage(() => import('./pages/forum-create-post-page').then((m) => m.ForumCreatePostPage)),
      },
      {
        path: paths.pattern.forumEditPost,
        handle: pageHandle('Edit Post'),
        loader: prefetchLoader(queryClient, (client, { params }) => {
          const id = forumIdParam(params.postId);
          return id === null ? [] : [client.ensureQueryData(postQueryOptions(id))];
        }),
        lazy: lazyPage(() => import('./pages/forum-edit-post-page').then((m) => m.ForumEditPostPage)),
      },
    ],
  };
}
