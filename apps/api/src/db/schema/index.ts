export * from './audit';
export * from './auth';
export * from './news';
export * from './offices';
export * from './signup';
export * from './subjects';
export * from './users';
