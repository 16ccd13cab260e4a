export const accountKeys = {
  all: ['accounts'] as const,
  details: () => [...accountKeys.all, 'details'] as const,
  subscriptionTypes: () => [...accountKeys.all, 'subscription-types'] as const,
};
