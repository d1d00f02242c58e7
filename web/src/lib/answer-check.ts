import { type RouteId, routes } from '@ssm/shared';

export type AnswerCheck =
  | { success: true; data: unknown }
  | { success: false; issues: { path: PropertyKey[]; message: string }[] };

/**
 * The answer as the route's response schema reads it, or what does not match. The server's `route()`
 * (functions/src/http/route.ts) sends only answers its route's schema has parsed, so a production
 * build takes them as they come: `import.meta.env.DEV` is false there, and the build leaves out the
 * route table with zod and every schema. In development and in the tests the answer is read again
 * by the contract, so a fake API's answer that has drifted from it fails the test that gives it.
 */
export function checkAnswer(id: RouteId, answer: unknown): AnswerCheck {
  if (!import.meta.env.DEV) return { success: true, data: answer };
  const parsed = routes[id].response.safeParse(answer);
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, issues: parsed.error.issues.map(({ path, message }) => ({ path, message })) };
}
