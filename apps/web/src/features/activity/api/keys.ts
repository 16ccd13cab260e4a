export const activityKeys = {
  all: ['activities'] as const,
  stream: (limit: number) => [...activityKeys.all, 'stream', limit] as const,
};
