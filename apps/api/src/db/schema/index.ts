export * from './audit';
export * from './auth';
export * from './offices';
export * from './subjects';
export * from './users';
