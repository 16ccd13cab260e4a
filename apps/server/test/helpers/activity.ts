import type { SignedInUser } from './factories.js';
import type { TestApp } from './test-app.js';

/** The office's `count` latest activity lines as `user` reads them (`activity-stream/0`: all), each "verb: target". */
export async function latestActivity(api: TestApp, user: SignedInUser, count: number): Promise<string[]> {
  const response = await api.request({ method: 'GET', url: `/api/activity-stream/${count}`, token: user.access });
  return (response.json() as Array<{ verb: string; target: string | null }>).map((item) => [item.verb, item.target].filter(Boolean).join(': '));
}
