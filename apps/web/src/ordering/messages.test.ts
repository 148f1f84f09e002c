import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { cartFailure, cartTextKey } from './messages';

const t = (key: string) => `t:${key}`;

describe('cart messages', () => {
  it("maps the rules' message keys to the cart texts", () => {
    expect(cartTextKey('addToCartValidation')).toBe('cart.add.nothingChanged');
    expect(cartTextKey('products.foc.cartFocRequestValidation')).toBe('cart.foc.cartFocRequestValidation');
    expect(cartTextKey('common.alerts.warning.outOfStockWarning')).toBe('cart.stock.outOfStockWarning');
    expect(cartTextKey('something else')).toBeNull();
    expect(cartTextKey(null)).toBeNull();
  });

  it('shows a FOC refusal and a coded error as a toast, a plain message in a dialog', () => {
    expect(cartFailure(new ApiError('E017', 'products.foc.cartNonFocRequestValidation', 422), t)).toEqual({
      message: 't:cart.foc.cartNonFocRequestValidation',
      coded: true,
    });
    expect(cartFailure(new ApiError('E039', 'No valid products', 422), t)).toEqual({
      message: 't:common.alerts.error.E039',
      coded: true,
    });
    expect(cartFailure(new ApiError('HTTP_502', 'Bad gateway from the proxy', 502), t)).toEqual({
      message: 'Bad gateway from the proxy',
      coded: false,
    });
  });
});
