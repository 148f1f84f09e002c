import { describe, expect, it } from 'vitest';
import {
  type TCartLine,
  ZBulkOrderUploadRequest,
  ZCartCountRequest,
  ZCartDetailRequest,
  ZCartDetailResponse,
  ZCartLine,
  ZOrderUploadLine,
  ZOrderUploadRequest,
  ZValidateCartRequest,
} from '../src/contracts/cart.ts';
import {
  ZDeliveryDates,
  ZOrderSubmitRequest,
  ZRequestOrderOtpRequest,
  ZValidateOrderOtpRequest,
} from '../src/contracts/checkout.ts';
import { ZIdempotencyKey, ZMoneyInput } from '../src/contracts/fields.ts';
import {
  ZCancelOrderRequest,
  ZOrderHeader,
  ZOrderInvoiceRequest,
  ZOrderViewDetailsRequest,
  ZOrderViewDetailsResponse,
  ZOrderViewRequest,
} from '../src/contracts/orders.ts';
import {
  ZAddRetailerAddressRequest,
  ZDeleteRetailerAddressRequest,
  ZGetRetailerAddressRequest,
  ZRetailerAddress,
} from '../src/contracts/retailer.ts';
import {
  ZAddOrderTemplateRequest,
  ZDeleteOrderTemplateRequest,
  ZGrowthFactor,
  ZOrderTemplateDetailRequest,
} from '../src/contracts/smart-list.ts';
import { ADDRESS_FORM_MESSAGES } from '../src/rules/validators.ts';

const uploadLine = {
  PId: 101,
  Qty: 24,
  PName: 'Crunchos 50 g',
  DiscountId: 0,
  SchemeId: 3,
  PrincipalId: 1,
  ImageUrl: '/img/101.svg',
  DistributorId: 10,
  UomId: 1,
  GroupId: 5,
  GroupName: 'Snacks',
  UomCount: 1,
};

describe('OrderUpload', () => {
  it('takes the spec’s line payload', () => {
    expect(ZOrderUploadRequest.parse([uploadLine])).toEqual([uploadLine]);
    const minimal = ZOrderUploadLine.parse({ PId: '101', Qty: 0, PrincipalId: 1, DistributorId: 10 });
    expect(minimal).toMatchObject({
      PId: 101,
      Qty: 0,
      DiscountId: 0,
      SchemeId: 0,
      UomId: 1,
      UomCount: 1,
      PName: '',
    });
  });

  it('reads ids from numbers or strings of digits, quantities from numbers only: nothing is coerced', () => {
    const parse = (patch: object) => ZOrderUploadLine.safeParse({ ...uploadLine, ...patch });
    expect(parse({ PId: '101' }).data?.PId).toBe(101);
    for (const PId of [true, [101], '', ' 101', '+101', '1e2', '0x65', '101.0', null, {}])
      expect(parse({ PId }).success, JSON.stringify(PId)).toBe(false);
    for (const Qty of [true, false, [24], '24', '', null])
      expect(parse({ Qty }).success, JSON.stringify(Qty)).toBe(false);
  });

  it('bounds Qty to whole numbers 0..999,999', () => {
    expect(ZOrderUploadLine.safeParse({ ...uploadLine, Qty: 999_999 }).success).toBe(true);
    for (const Qty of [-1, 1_000_000, 1.5, 'x'])
      expect(ZOrderUploadLine.safeParse({ ...uploadLine, Qty }).success).toBe(false);
  });

  it('takes at most 500 lines, at least one, one per product and distributor', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ ...uploadLine, PId: i + 1 }));
    expect(ZOrderUploadRequest.safeParse(lines(500)).success).toBe(true);
    expect(ZOrderUploadRequest.safeParse(lines(501)).success).toBe(false);
    expect(ZOrderUploadRequest.safeParse([]).success).toBe(false);
    expect(ZOrderUploadRequest.safeParse([uploadLine, uploadLine]).success).toBe(false);
    expect(ZOrderUploadRequest.safeParse([uploadLine, { ...uploadLine, DistributorId: 11 }]).success).toBe(
      true,
    );
    expect(ZOrderUploadRequest.safeParse({ lines: [uploadLine] }).success).toBe(false);
  });

  it('takes a Price with at most two decimals, as a number or a numeric string', () => {
    expect(ZOrderUploadLine.parse({ ...uploadLine, Price: 19.99 }).Price).toBe(19.99);
    expect(ZOrderUploadLine.parse({ ...uploadLine, Price: '19.90' }).Price).toBe('19.90');
    for (const Price of [-1, '1.999', 0.1 + 0.2, 'abc', '', 1e13, '1e3']) {
      expect(ZOrderUploadLine.safeParse({ ...uploadLine, Price }).success).toBe(false);
    }
    expect(ZMoneyInput.safeParse(0).success).toBe(true);
    expect(ZMoneyInput.safeParse('9999999999.99').success).toBe(true);
    expect(ZMoneyInput.safeParse('10000000000.00').success).toBe(false);
  });
});

describe('cart calls', () => {
  it('cart detail: ReqCode MyCart or empty, NeedFOC', () => {
    expect(ZCartDetailRequest.parse(undefined)).toEqual({ ReqCode: '', NeedFOC: false });
    expect(ZCartDetailRequest.parse({ ReqCode: 'MyCart', NeedFOC: 1 })).toEqual({
      ReqCode: 'MyCart',
      NeedFOC: true,
    });
    expect(ZCartDetailRequest.safeParse({ ReqCode: 'Other' }).success).toBe(false);
  });

  it('CartCount and the other empty calls take nothing', () => {
    expect(ZCartCountRequest.parse(undefined)).toEqual({});
    expect(ZCartCountRequest.parse({})).toEqual({});
    expect(ZCartCountRequest.safeParse({ x: 1 }).success).toBe(false);
    expect(ZRequestOrderOtpRequest.parse({})).toEqual({});
  });

  it('ValidateCart: IsFOC', () => {
    expect(ZValidateCartRequest.parse({ IsFOC: true })).toEqual({ IsFOC: true });
    expect(ZValidateCartRequest.parse({})).toEqual({ IsFOC: false });
    expect(ZValidateCartRequest.safeParse({ IsFOC: 'yes' }).success).toBe(false);
  });
});

describe('checkout calls', () => {
  it('OrderSubmit: DeliveryDate YYYY-MM-DD, AddressId, optional idempotency key', () => {
    expect(ZOrderSubmitRequest.parse({ DeliveryDate: '2024-02-29', AddressId: 3 })).toEqual({
      DeliveryDate: '2024-02-29',
      AddressId: 3,
    });
    const key = '7d1e6c1a-2b4f-4d0e-9a51-0c3c8e7b6a10';
    expect(
      ZOrderSubmitRequest.parse({ DeliveryDate: '2025-06-03', AddressId: '3', IdempotencyKey: key }),
    ).toMatchObject({
      AddressId: 3,
      IdempotencyKey: key,
    });
    for (const DeliveryDate of ['2025-02-29', '03-06-2025', '2025-6-3', '']) {
      expect(ZOrderSubmitRequest.safeParse({ DeliveryDate, AddressId: 3 }).success).toBe(false);
    }
    expect(ZOrderSubmitRequest.safeParse({ DeliveryDate: '2025-06-03' }).success).toBe(false);
    expect(ZOrderSubmitRequest.safeParse({ DeliveryDate: '2025-06-03', AddressId: 0 }).success).toBe(false);
    expect(ZIdempotencyKey.safeParse('short').success).toBe(false);
    expect(ZIdempotencyKey.safeParse('has a space in it').success).toBe(false);
    expect(ZIdempotencyKey.safeParse('x'.repeat(256)).success).toBe(false);
  });

  it('ValidateOrderOTP: 4 digits', () => {
    expect(ZValidateOrderOtpRequest.parse({ OrderOTP: '0123' })).toEqual({ OrderOTP: '0123' });
    for (const OrderOTP of ['123', '12345', 'abcd', 1234]) {
      expect(ZValidateOrderOtpRequest.safeParse({ OrderOTP }).success).toBe(false);
    }
  });
});

describe('order calls', () => {
  it('OrderView: filters with defaults', () => {
    expect(ZOrderViewRequest.parse({})).toEqual({
      SearchText: '',
      FromDate: '',
      ToDate: '',
      Month: '',
      Page: 1,
      PageSize: 20,
    });
    expect(
      ZOrderViewRequest.parse({
        SearchText: ' ORD-1 ',
        FromDate: '2025-01-01',
        ToDate: '2025-01-31',
        VendorId: 10,
      }),
    ).toMatchObject({ SearchText: 'ORD-1', VendorId: 10 });
    expect(ZOrderViewRequest.parse({ Month: '02-2024' }).Month).toBe('02-2024');
  });

  it('OrderView: refuses a range that ends before it starts, bad dates and months', () => {
    const bad = [
      { FromDate: '2025-02-01', ToDate: '2025-01-01' },
      { FromDate: '2025-02-30' },
      { ToDate: '01-01-2025' },
      { Month: '2024-02' },
      { Month: '13-2024' },
      { Page: 0 },
    ];
    for (const body of bad) expect(ZOrderViewRequest.safeParse(body).success).toBe(false);
    const r = ZOrderViewRequest.safeParse({ FromDate: '2025-02-01', ToDate: '2025-01-01' });
    expect(r.success ? null : r.error.issues[0]?.path).toEqual(['ToDate']);
  });

  it('OrderViewDetails, CancelOrder, OrderInvoice', () => {
    expect(ZOrderViewDetailsRequest.parse({ OrderId: 5, NeedSummary: true })).toEqual({
      OrderId: 5,
      NeedSummary: true,
    });
    expect(ZOrderViewDetailsRequest.safeParse({ OrderId: -5 }).success).toBe(false);
    expect(ZCancelOrderRequest.parse({ OrderNo: ' SO-0001 ' })).toEqual({ OrderNo: 'SO-0001' });
    expect(ZCancelOrderRequest.safeParse({ OrderNo: '' }).success).toBe(false);
    expect(ZOrderInvoiceRequest.safeParse({ OrderNo: 'x'.repeat(51) }).success).toBe(false);
  });

  it('BulkOrderUpload', () => {
    expect(ZBulkOrderUploadRequest.parse({ FilterLevelCode: 'BR', FilterIdList: [1, 2], Qty: 6 })).toEqual({
      AttrFilter: [],
      FilterLevelCode: 'BR',
      FilterIdList: [1, 2],
      Qty: 6,
      NeedFOC: false,
      IsRelevant: false,
      ProductIdList: [],
    });
    expect(ZBulkOrderUploadRequest.safeParse({ Qty: 10_000 }).success).toBe(false);
    expect(ZBulkOrderUploadRequest.safeParse({ Qty: 1, FilterLevelCode: 'XX' }).success).toBe(false);
  });
});

describe('smart-list calls', () => {
  const detail = [{ DistributorId: 10, PId: 101, PrincipalId: 1, Qty: 12, UomId: 1 }];

  it('AddOrderTemplate: a 3..50 character name and its lines', () => {
    expect(ZAddOrderTemplateRequest.parse({ TemplateName: '  Weekly  ', TemplateDetail: detail })).toEqual({
      TemplateName: 'Weekly',
      TemplateDetail: detail,
    });
    for (const TemplateName of ['ab', '   ', 'x'.repeat(51)]) {
      expect(ZAddOrderTemplateRequest.safeParse({ TemplateName, TemplateDetail: detail }).success).toBe(
        false,
      );
    }
    expect(ZAddOrderTemplateRequest.safeParse({ TemplateName: 'Weekly', TemplateDetail: [] }).success).toBe(
      false,
    );
    expect(
      ZAddOrderTemplateRequest.safeParse({ TemplateName: 'Weekly', TemplateDetail: [...detail, ...detail] })
        .success,
    ).toBe(false);
    expect(
      ZAddOrderTemplateRequest.safeParse({
        TemplateName: 'Weekly',
        TemplateDetail: [{ ...detail[0], Qty: 0 }],
      }).success,
    ).toBe(false);
  });

  it('OrderTemplateDetail and DeleteOrderTemplate take a TemplateId', () => {
    expect(ZOrderTemplateDetailRequest.parse({ TemplateId: '7' })).toEqual({ TemplateId: 7 });
    expect(ZDeleteOrderTemplateRequest.safeParse({}).success).toBe(false);
  });

  it('growth factor: fixed 1..9999 or percentage -100..100', () => {
    expect(ZGrowthFactor.safeParse({ mode: 'fixed', value: 9999 }).success).toBe(true);
    expect(ZGrowthFactor.safeParse({ mode: 'fixed', value: 0 }).success).toBe(false);
    expect(ZGrowthFactor.safeParse({ mode: 'percentage', value: -100 }).success).toBe(true);
    expect(ZGrowthFactor.safeParse({ mode: 'percentage', value: 12.345 }).success).toBe(false);
    expect(ZGrowthFactor.safeParse({ mode: 'percentage', value: 101 }).success).toBe(false);
  });
});

describe('retailer address calls', () => {
  const address = {
    Address1: '12 MG Road',
    City: 'Bengaluru',
    State: 'Karnataka',
    Country: 'India',
    Zip: '560001',
    MobileNo: '9876543210',
  };

  it('adds an address; edit carries RetAddress_Id', () => {
    expect(ZAddRetailerAddressRequest.parse(address)).toEqual({ ...address, Address2: '', Default: false });
    expect(ZAddRetailerAddressRequest.parse({ ...address, RetAddress_Id: '4', Default: true })).toMatchObject(
      {
        RetAddress_Id: 4,
        Default: true,
      },
    );
    expect(
      ZAddRetailerAddressRequest.safeParse({ ...address, City: "St. John's", Zip: 'SW1A 1AA' }).success,
    ).toBe(true);
    expect(ZAddRetailerAddressRequest.safeParse({ ...address, MobileNo: '+91 9876543210' }).success).toBe(
      true,
    );
  });

  it('refuses leading or trailing spaces and invalid fields, with the spec’s messages', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ Address1: ' 12 MG Road' }, ADDRESS_FORM_MESSAGES.address],
      [{ Address1: '---' }, ADDRESS_FORM_MESSAGES.address],
      [{ Address2: 'Near park ' }, ADDRESS_FORM_MESSAGES.address],
      [{ City: 'Bengaluru1' }, ADDRESS_FORM_MESSAGES.city],
      [{ State: 'Karnataka ' }, ADDRESS_FORM_MESSAGES.state],
      [{ Country: '' }, ADDRESS_FORM_MESSAGES.required],
      [{ Zip: '56' }, ADDRESS_FORM_MESSAGES.pincode],
      [{ Zip: '560 001 0000' }, ADDRESS_FORM_MESSAGES.pincode],
      [{ MobileNo: '98765' }, ADDRESS_FORM_MESSAGES.mobile],
      [{ Address1: 'a\u0000b' }, ADDRESS_FORM_MESSAGES.address],
    ];
    for (const [change, message] of cases) {
      const r = ZAddRetailerAddressRequest.safeParse({ ...address, ...change });
      expect(r.success, JSON.stringify(change)).toBe(false);
      if (!r.success) expect(r.error.issues[0]?.message).toBe(message);
    }
    const missing = ZAddRetailerAddressRequest.safeParse({ ...address, City: undefined });
    expect(missing.success ? null : missing.error.issues[0]?.message).toBe(ADDRESS_FORM_MESSAGES.required);
  });

  it('get and delete', () => {
    expect(ZGetRetailerAddressRequest.parse(undefined)).toEqual({});
    expect(ZDeleteRetailerAddressRequest.parse({ RetAddress_Id: 4 })).toEqual({ RetAddress_Id: 4 });
    expect(ZDeleteRetailerAddressRequest.safeParse({ RetAddress_Id: 'x' }).success).toBe(false);
  });
});

describe('response shapes', () => {
  const cartLine: TCartLine = {
    ProductId: 101,
    PrincipalId: 1,
    ProductName: 'Crunchos 50 g',
    ProductCode: 'CR-50',
    Price: 10,
    Qty: 24,
    ConversionQty: 12,
    IsFree: 0,
    DeliveryDate: '2025-06-03',
    DiscountId: 0,
    SchemeId: 3,
    Scheme: 'Buy 24 get 3 free',
    ImageUrl: '/img/101.svg',
    DistributorId: 10,
    UomId: 1,
    GroupId: 5,
    GroupName: 'Snacks',
    MinORDQty: 0,
    MaxORDQty: 0,
    IsSaleable: 1,
    SIH: 100,
    BrandId: 2,
    BrandName: 'Crunchos',
    SplitId: 2,
    SplitName: 'Crunchos',
    ProductPoints: 1,
    TaxPercent: 12,
    DiscAmount: 0,
    SchemeAmount: 0,
    TaxAmount: 28.8,
    OldPrice: null,
    LineTotal: 240,
    NetAmount: 268.8,
  };
  const envelope = { Status: 1 as const, Msg: '', Code: '', Count: 1, TotalCount: 1 };

  it('cart detail carries lines, isShowSIHWarning, free goods and totals', () => {
    expect(ZCartLine.parse(cartLine)).toEqual(cartLine);
    const body = {
      ...envelope,
      Data: [cartLine],
      isShowSIHWarning: false,
      FreeProducts: [
        {
          ProductId: 101,
          ProductName: 'Crunchos 50 g',
          ImageUrl: '',
          DistributorId: 10,
          FreeQty: 3,
          SchemeId: 3,
          SlabId: 2,
          ForProductId: 101,
        },
      ],
      Totals: null,
      IsFOC: false,
      StandardDeliveryDate: '2025-06-03',
      ExpressDeliveryDate: null,
    };
    expect(ZCartDetailResponse.safeParse(body).success).toBe(true);
  });

  it('order details carry the lines and OrderSummary[0]', () => {
    const header = {
      OrderId: 1,
      OrderNo: 'SO-0001',
      OrderDate: '2025-06-02T09:00:00.000Z',
      DeliveryDate: '2025-06-03',
      Status: 'I',
      StatusName: 'Open',
      DistributorId: 10,
      DistributorName: 'Sharma Traders',
      SplitName: null,
      LineCount: 1,
      TotalQty: 24,
      GrossAmount: 240,
      DiscAmount: 0,
      SchemeAmount: 0,
      TaxAmount: 28.8,
      NetAmount: 268.8,
      IsFOC: false,
      CanCancel: true,
      InvoiceCount: 0,
      CancelledOn: null,
    };
    expect(ZOrderHeader.safeParse(header).success).toBe(true);
    expect(ZOrderHeader.safeParse({ ...header, Status: 'X' }).success).toBe(false);
    const { SIH: _s, MinORDQty: _mi, MaxORDQty: _ma, IsSaleable: _i, ...orderLine } = cartLine;
    const body = {
      ...envelope,
      Data: [{ ...orderLine, InvoicedQty: 0 }],
      OrderSummary: [
        {
          ...header,
          Address: null,
          FreeProducts: [],
          StatusHistory: [{ Status: 'I', StatusName: 'Open', ChangedOn: header.OrderDate, Remarks: '' }],
        },
      ],
    };
    expect(ZOrderViewDetailsResponse.safeParse(body).success).toBe(true);
  });

  it('delivery dates and addresses', () => {
    expect(
      ZDeliveryDates.safeParse({
        StandardDeliveryDate: '2025-06-03',
        ExpressDeliveryDate: null,
        CutoffTime: '15:00',
        CutoffPassed: false,
        TimeZone: 'Asia/Kolkata',
        BookedOn: '2025-06-02',
      }).success,
    ).toBe(true);
    expect(
      ZRetailerAddress.safeParse({
        RetAddress_Id: 4,
        AddressID: 4,
        Address1: '12 MG Road',
        Address2: '',
        City: 'Bengaluru',
        State: 'Karnataka',
        Country: 'India',
        Zip: '560001',
        MobileNo: '9876543210',
        Default: true,
        isAddressSelected: true,
      }).success,
    ).toBe(true);
  });
});
