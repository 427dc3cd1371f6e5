/** The public site's content model: each piece written once, read by every page showing it. */
export * from './cards';
export * from './fleet';
export * from './home';
export * from './landing';
export * from './relative-date';
export * from './service-pages';
export * from './services';
export * from './testimonials';
