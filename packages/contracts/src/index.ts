export * from './errors.js';
export * from './public-info.js';
export * from './page.js';
export * from './message.js';
export * from './health.js';
export * from './paths.js';
export * from './chat-requests.js';
