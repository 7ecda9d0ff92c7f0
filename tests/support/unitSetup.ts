// Shared set-up of the unit project (jsdom tests opt in per file with @vitest-environment).
export {};
