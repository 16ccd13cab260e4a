// Filled by the feature that owns it.
export {};
