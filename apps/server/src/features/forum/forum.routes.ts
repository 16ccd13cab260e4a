import { forumOperations } from '@subaybay/domain';
import { operationRoutes } from '../../lib/operations.js';
import { createForumService } from './forum.service.js';

/** The forum operations (declared in packages/domain/src/forum/forum.operations.ts). */
export const forumRoutes = operationRoutes(forumOperations, (app) => {
  const service = createForumService({ db: app.db, now: () => app.now() });
  return {
    categories: async () => service.categories(),
    home: async () => service.home(),
    postsOfCategory: async ({ actor, params }) => service.postsOfCategory(actor, params.catId),
    post: async ({ actor, params }) => service.post(actor, params.id),
    replies: async ({ params }) => service.replies(params.postId),
    createPost: async ({ actor, body, ip }) => service.createPost(actor, body, ip),
    updatePost: async ({ actor, params, body, ip }) => service.updatePost(actor, params.id, body, ip),
    deletePost: async ({ actor, params, ip }) => service.deletePost(actor, params.id, ip),
    createReply: async ({ actor, body, ip }) => service.createReply(actor, body, ip),
  };
});
