import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  clientSettings,
  clients,
  distributors,
  retailerDistributors,
  retailers,
  smsOutbox,
  users,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/login/service.ts';
import type { ApiResult, TestApp } from './support/harness.ts';

/** Shared steps of the login API tests. Every helper goes through the real app and database. */

export async function demoClientId(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'demo'));
  return row!.id;
}

export async function distributorId(t: TestApp, code: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: distributors.id })
    .from(distributors)
    .where(eq(distributors.code, code));
  return row!.id;
}

export interface NewAccount {
  loginId: string;
  mobile?: string;
  password?: string;
  isFirstLogin?: boolean;
  active?: boolean;
}

/** A retailer with one sign-in, mapped to D001 as its default distributor. */
export async function createAccount(
  t: TestApp,
  account: NewAccount,
): Promise<{ userId: number; retailerId: number }> {
  const db = t.database.db;
  const clientId = await demoClientId(t);
  const [retailer] = await db
    .insert(retailers)
    .values({
      clientId,
      code: `T-${account.loginId}`,
      name: `Shop ${account.loginId}`,
      mobile: account.mobile ?? '',
      creditLimit: '1000.00',
      outstandingAmount: '1500.25',
    })
    .returning({ id: retailers.id });
  await db
    .insert(retailerDistributors)
    .values({ retailerId: retailer!.id, distributorId: await distributorId(t, 'D001'), isDefault: true });
  const [user] = await db
    .insert(users)
    .values({
      clientId,
      retailerId: retailer!.id,
      loginId: account.loginId,
      passwordHash: account.password ? await hashPassword(account.password) : null,
      isFirstLogin: account.isFirstLogin ?? false,
      active: account.active ?? true,
    })
    .returning({ id: users.id });
  return { userId: user!.id, retailerId: retailer!.id };
}

export async function setSetting(t: TestApp, key: string, value: string): Promise<void> {
  const clientId = await demoClientId(t);
  await t.database.db
    .insert(clientSettings)
    .values({ clientId, key, value })
    .onConflictDoUpdate({ target: [clientSettings.clientId, clientSettings.key], set: { value } });
}

export function signIn(t: TestApp, loginId: string, password?: string): Promise<ApiResult> {
  return t.call('/login/UserAuthentication', password === undefined ? { loginId } : { loginId, password });
}

/** Signs in and returns the token, checking the answer is the expected step. */
export async function tokenFor(
  t: TestApp,
  loginId: string,
  password: string | undefined,
  nextStep: string | null,
): Promise<string> {
  const res = await signIn(t, loginId, password);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect((res.body.Data as { nextStep: string | null }).nextStep).toBe(nextStep);
  expect(res.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return res.token!;
}

/** The code of the latest text message to a number, read through the developer outbox call. */
export async function latestCode(t: TestApp, mobile: string): Promise<string> {
  const res = await t.call('/dev/Outbox', { To: mobile });
  const [latest] = res.body.Data as Array<{ Body: string }>;
  const match = /^(\d{4}) is your /.exec(latest?.Body ?? '');
  if (!match) throw new Error(`no code was sent to ${mobile}`);
  return match[1]!;
}

export async function outboxCount(t: TestApp, mobile: string): Promise<number> {
  const rows = await t.database.db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(eq(smsOutbox.to, mobile));
  return rows.length;
}

/** A 4-digit code that is not the given one. */
export function wrongCode(code: string): string {
  return code === '0000' ? '1111' : '0000';
}

/** Full token of a passwordless account: sign in, read the code, check it. */
export async function codeSignIn(t: TestApp, loginId: string, mobile: string): Promise<string> {
  const temp = await tokenFor(t, loginId, undefined, 'otp');
  const res = await t.call('/Login/ValidateLoginOTP', { otp: await latestCode(t, mobile) }, { token: temp });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.token!;
}

export async function findUser(t: TestApp, loginId: string) {
  const clientId = await demoClientId(t);
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.loginId, loginId)));
  return row!;
}

export async function findRetailerMobile(t: TestApp, retailerId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ mobile: retailers.mobile })
    .from(retailers)
    .where(eq(retailers.id, retailerId));
  return row!.mobile;
}

export function expectFailure(res: ApiResult, status: number, code: string, msg?: RegExp): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ Status: 0, Code: code, Data: null });
  if (msg) expect(res.body.Msg).toMatch(msg);
}
