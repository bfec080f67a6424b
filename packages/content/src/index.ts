export { loadContent, type LoadOptions, type LoadResult } from './load-content.js';
export { sanitize, renderMarkdown, renderInline } from './html.js';
export { formatProblem, type Problem } from './problems.js';
export { reviewReport, summarize } from './summary.js';
export { LOADER_VERSION } from './resolve.js';
export { RETENTION_PLACEHOLDER } from './resolve-about.js';
export type * from './types.js';
export type { LanguageFile, Review, WarningSignsFile } from './schema.js';
