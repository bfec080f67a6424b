import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock API; the setup file starts it and resets its handlers after each test. */
export const server = setupServer(...handlers);
