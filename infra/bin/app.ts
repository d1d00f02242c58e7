import { createApp } from '../src/app';
import { MissingHandlersError } from '../src/bundle';

try {
  createApp();
} catch (error) {
  // A contract entry without its handler is a plain fact to report, not a crash to trace.
  if (!(error instanceof MissingHandlersError)) throw error;
  console.error(error.message);
  process.exit(1);
}
