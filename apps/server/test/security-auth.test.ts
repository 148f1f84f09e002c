import { SIGN_IN_STEPS } from '@restock/domain/contracts/login';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../src/auth/session.ts';
import { users } from '../src/db/schema.ts';
import type { RouteInfo } from '../src/http/route.ts';
import { createTestApp, engine, type TestApp } from './support/harness.ts';

/**
 * The authentication walk (issue 5, security suite): every call in the route table, with its
 * example body, refuses a missing, malformed, expired, logged-out and temporary token with E000
 * 401; every sign-in step refuses a full token where it expects a temporary one, and a temporary
 * token of another step. Generated from app.routeTable, so a new call is walked without a change
 * here — and a call registered with the wrong rule shows up as a failure.
 */
describe(`Authentication on every call (${engine})`, () => {
  let t: TestApp;
  let routes: RouteInfo[];
  const userId = async (loginId: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId)))[0]!.id;
  const tempToken = async (step: (typeof SIGN_IN_STEPS)[number]) =>
    (
      await issueSession(
        t.database.db,
        { userId: await userId('retailer1'), kind: 'temp', step },
        t.deps.sessionPolicy,
        t.deps.clock(),
      )
    ).token;

  beforeAll(async () => {
    t = await createTestApp();
    routes = t.app.routeTable;
  });
  afterAll(async () => t?.close());

  it('walks a route table that holds the calls of every module', () => {
    const prefixes = new Set(routes.map((r) => r.path.split('/')[2]?.toLowerCase()));
    for (const module of ['login', 'appconfig', 'product']) expect(prefixes).toContain(module);
    expect(routes.filter((r) => r.auth !== 'none').length).toBeGreaterThan(30);
  });

  it('refuses a missing, malformed, expired, logged-out and temporary token on every protected call', async () => {
    const expired = await t.tokenFor('retailer1');
    const loggedOut = await t.tokenFor('retailer1');
    expect((await t.call('/Login/Logout', {}, { token: loggedOut })).status).toBe(200);
    const badTokens: Array<[string, string | undefined]> = [
      ['missing', undefined],
      ['malformed', 'not a token'],
      ['unknown', 'a'.repeat(43)],
      ['logged out', loggedOut],
    ];
    const failures: string[] = [];
    const check = async (route: RouteInfo, label: string, token: string | undefined) => {
      const res = await t.call(route.path.replace(/^\/api/, ''), route.example ?? {}, { token });
      if (res.status !== 401 || res.body.Code !== 'E000' || res.body.Status !== 0)
        failures.push(`${route.path} with a ${label} token answered ${res.status} ${res.body.Code}`);
    };
    const protectedRoutes = routes.filter((r) => r.auth !== 'none');
    for (const route of protectedRoutes)
      for (const [label, token] of badTokens) await check(route, label, token);

    // A temporary token reaches only its own step's calls.
    for (const step of SIGN_IN_STEPS) {
      const temp = await tempToken(step);
      for (const route of protectedRoutes) {
        const allowsStep = route.auth !== 'full' && route.auth !== 'none' && route.auth.steps.includes(step);
        if (!allowsStep) await check(route, `temporary (${step})`, temp);
      }
    }

    // Past the idle limit the full session is dead on every call.
    t.advance((t.deps.sessionPolicy.idleMinutes + 1) * 60_000);
    for (const route of protectedRoutes) await check(route, 'expired', expired);
    expect(failures).toEqual([]);
  });

  it('refuses a full token on a sign-in step that expects a temporary one', async () => {
    const stepOnly = routes.filter((r) => r.auth !== 'full' && r.auth !== 'none' && !r.auth.full);
    expect(stepOnly.length).toBeGreaterThan(0);
    const full = await t.tokenFor('retailer1');
    for (const route of stepOnly) {
      const res = await t.call(route.path.replace(/^\/api/, ''), route.example ?? {}, { token: full });
      expect(res.status, route.path).toBe(401);
      expect(res.body.Code, route.path).toBe('E000');
    }
  });
});
