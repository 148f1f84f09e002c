/**
 * /Retailer/* address calls (contracts/retailer): list, add or edit, delete, each limited by the
 * deliveryAddressActions setting (docs/decisions/049). Also the retailer's profile and mobile
 * number change, at the spec's /Login/* URLs.
 */

import { ZEmptyRequest } from '@restock/domain/contracts/envelope';
import {
  ZChangeMobileNoRequest,
  ZRequestMobChangeOtpRequest,
  ZUpdateLanguageRequest,
} from '@restock/domain/contracts/login';
import {
  ZAddRetailerAddressRequest,
  ZDeleteRetailerAddressRequest,
  ZGetRetailerAddressRequest,
} from '@restock/domain/contracts/retailer';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { type FullRouteContext, post } from '../../http/route.ts';
import { findClientSettings } from '../appconfig/service.ts';
import { loginContext } from '../login/service.ts';
import {
  type AddressOwner,
  changeMobileNumber,
  deleteAddress,
  listAddresses,
  requestMobileChangeCode,
  retailerProfile,
  saveAddress,
  saveLanguage,
} from './service.ts';

const TAGS = ['Retailer'];

/** Per-address limits (per minute) of the mobile-change code calls, as the sign-in code calls. */
const CODE_SEND_PER_MINUTE = 10;
const CODE_CHECK_PER_MINUTE = 30;

function ownerOf(ctx: FullRouteContext<unknown>): AddressOwner {
  return { clientId: ctx.session.clientId, retailerId: ctx.session.retailerId };
}

export function registerRetailerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;

  post(
    app,
    deps,
    '/Retailer/GetRetailerAddress',
    {
      body: ZGetRetailerAddressRequest,
      summary:
        "The retailer's delivery addresses, default first; isAddressSelected marks the one an order goes to",
      tags: TAGS,
      example: {},
    },
    async (ctx) => ok(await listAddresses(db, ownerOf(ctx))),
  );

  post(
    app,
    deps,
    '/Retailer/AddRetailerAddress',
    {
      body: ZAddRetailerAddressRequest,
      summary:
        'Adds an address, or edits it when RetAddress_Id is given (deliveryAddressActions add / edit, else E017 ' +
        "403); another retailer's id answers E016. Data the saved address",
      tags: TAGS,
      example: {
        Address1: '12 Market Road',
        City: 'Pune',
        State: 'Maharashtra',
        Country: 'India',
        Zip: '411001',
        MobileNo: '9876543210',
        Default: false,
      },
    },
    async (ctx) => {
      const settings = await findClientSettings(db, ctx.session.clientId, ctx.session.configVersion);
      const saved = await saveAddress(db, ownerOf(ctx), settings, ctx.body, ctx.now);
      return ok(saved, { msg: ctx.body.RetAddress_Id === undefined ? 'Address added' : 'Address updated' });
    },
  );

  post(
    app,
    deps,
    '/Retailer/DeleteRetailerAddress',
    {
      body: ZDeleteRetailerAddressRequest,
      summary:
        "Deletes an address (deliveryAddressActions delete, else E017 403); another retailer's id answers E016",
      tags: TAGS,
      example: { RetAddress_Id: 1 },
    },
    async (ctx) => {
      const settings = await findClientSettings(db, ctx.session.clientId, ctx.session.configVersion);
      await deleteAddress(db, ownerOf(ctx), settings, ctx.body.RetAddress_Id);
      return ok(null, { msg: 'Address deleted' });
    },
  );

  post(
    app,
    deps,
    '/Login/RequestMobChangeOTP',
    {
      body: ZRequestMobChangeOtpRequest,
      rateLimitPerMinute: CODE_SEND_PER_MINUTE,
      summary:
        'Sends a code to the new mobile number once the owner is proved: password (password accounts) or ' +
        'oldmobileotp, the code a request with only oldmobileno sent to the current number (decision 072)',
      tags: ['Login'],
      example: { mobileno: '9000000099', oldmobileno: '9000000001', password: 'Retailer@123' },
    },
    async (ctx) => ok(await requestMobileChangeCode(loginContext(ctx), ctx.session, ctx.body)),
  );

  post(
    app,
    deps,
    '/login/ChangeMobileNo',
    {
      body: ZChangeMobileNoRequest,
      rateLimitPerMinute: CODE_CHECK_PER_MINUTE,
      summary:
        "Checks the mobile-change code, stores the new number on the retailer and ends the account's other sessions",
      tags: ['Login'],
      example: { otp: '1234', mobileno: '9000000099' },
    },
    async (ctx) =>
      ok(await changeMobileNumber(loginContext(ctx), ctx.session, ctx.body), {
        msg: 'Mobile number updated',
      }),
  );

  post(
    app,
    deps,
    '/Login/RetailerProfile',
    { body: ZEmptyRequest, summary: "The signed-in retailer's profile", tags: ['Login'], example: {} },
    async (ctx) => ok(await retailerProfile(loginContext(ctx), ctx.session)),
  );

  post(
    app,
    deps,
    '/Retailer/UpdateLanguage',
    {
      body: ZUpdateLanguageRequest,
      summary:
        'Keeps the language the retailer chose on the account, so sign-ins on other devices open in it (decision 106); a language the client does not offer is E008',
      tags: TAGS,
      example: { Language: 'es' },
    },
    async (ctx) =>
      ok(await saveLanguage(loginContext(ctx), ctx.session, ctx.body), { msg: 'Language saved' }),
  );
}
