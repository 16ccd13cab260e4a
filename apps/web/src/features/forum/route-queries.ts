/** What each page of the feature reads, started by its route's loader while the page's code loads. */
import { withId, type Prefetch } from '../../lib/routing';
import { categoryPostsQueryOptions } from './api/get-category-posts';
import { forumHomeQueryOptions } from './api/get-forum-home';
import { postQueryOptions } from './api/get-post';
import { repliesQueryOptions } from './api/get-replies';

/** The Forum page. */
export const forum: Prefetch = () => [forumHomeQueryOptions()];

/** The Forum Category page. */
export const forumCategory: Prefetch = withId('catId', (id) => [categoryPostsQueryOptions(id)]);

/** The Forum Post page. */
export const forumPost: Prefetch = withId('postId', (id) => [postQueryOptions(id), repliesQueryOptions(id)]);

/** The Edit Post page. */
export const editPost: Prefetch = withId('postId', (id) => [postQueryOptions(id)]);
