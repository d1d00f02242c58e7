/**
 * Structured JSON logs, one line per event, carrying the request id. Tokens, passwords and
 * bodies are never passed here.
 */
type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? 'info') as Level | 'silent';
  return ORDER[configured] ?? ORDER.info;
}

export type LogFields = Record<string, unknown>;

function write(level: Level, message: string, fields: LogFields): void {
  if (ORDER[level] < threshold()) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

export const logger = {
  debug: (message: string, fields: LogFields = {}) => write('debug', message, fields),
  info: (message: string, fields: LogFields = {}) => write('info', message, fields),
  warn: (message: string, fields: LogFields = {}) => write('warn', message, fields),
  error: (message: string, fields: LogFields = {}) => write('error', message, fields),
};

export function describeError(error: unknown): LogFields {
  if (error instanceof Error) return { error: error.name, errorMessage: error.message, stack: error.stack };
  return { error: String(error) };
}
