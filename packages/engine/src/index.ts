export { normalize, tokenize } from './normalize.js';
