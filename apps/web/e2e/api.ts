import { inject } from 'vitest';

export const DEMO_SHOPPER = { country: 'AE', phone_number: '0501234567', password: 'rihla-demo' } as const;

/** Calls the real API of the server under test, as the web app does. */
export async function call(name: string, body: unknown, token?: string) {
  const res = await fetch(`${inject('baseUrl')}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { status: number; message: string; data: any };
}

export async function loginDemoShopper(): Promise<{ token: string; firstName: string }> {
  const login = await call('users/userLogin', DEMO_SHOPPER);
  if (login.status !== 1) throw new Error(`demo login failed: ${login.message}`);
  return { token: login.data.token, firstName: login.data.first_name };
}

/** A date a week ahead, as YYYY-MM-DD. */
export function nextWeek(): string {
  return new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
}
