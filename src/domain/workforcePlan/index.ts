export * from './types';
export * from './names';
export * from './matching';
export * from './money';
export * from './planOfRecord';
export * from './rollUp';
export * from './summary';
export * from './comparison';
