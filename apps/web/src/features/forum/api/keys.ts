/** Query keys of the forum. */
export const forumKeys = {
  all: ['forum'] as const,
  categories: () => [...forumKeys.all, 'categories'] as const,
  home: () => [...forumKeys.all, 'home'] as const,
  category: (categoryId: number) => [...forumKeys.all, 'category', categoryId] as const,
  post: (postId: number) => [...forumKeys.all, 'post', postId] as const,
  replies: (postId: number) => [...forumKeys.all, 'replies', postId] as const,
};
