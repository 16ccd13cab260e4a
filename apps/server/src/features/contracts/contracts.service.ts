/**
 * What other features may call of contracts (the boundary rule): nothing yet.
 * The operations live one per file in operations/ (docs/architecture.md
 * "Large features: one file per operation"); the routes call them directly.
 */
export {};
