// The '@iq/api/query' entry point (see src/query.ts).
export * from './src/query';
