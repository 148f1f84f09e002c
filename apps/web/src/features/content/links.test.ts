import { describe, expect, it } from 'vitest';
import { helplineHref } from './links';

describe('helplineHref', () => {
  it('calls the digits of a number', () => {
    expect(helplineHref({ Type: 'Mobile', Value: '+91 22 4000 1234' })).toBe('tel:+912240001234');
    expect(helplineHref({ Type: 'Mobile', Value: '98200-12345' })).toBe('tel:9820012345');
    expect(helplineHref({ Type: 'Mobile', Value: 'call us' })).toBeNull();
  });
  it('writes to an address', () => {
    expect(helplineHref({ Type: 'Email', Value: 'support@restock.example' })).toBe(
      'mailto:support@restock.example',
    );
    expect(helplineHref({ Type: 'Email', Value: 'a@b.c?cc=x@y.z' })).toBeNull();
    expect(helplineHref({ Type: 'Email', Value: 'not an address' })).toBeNull();
  });
  it('opens outside pages over https only', () => {
    expect(helplineHref({ Type: 'ExternalLink', Value: 'https://help.restock.example/x' })).toBe(
      'https://help.restock.example/x',
    );
    for (const bad of ['javascript:alert(1)', 'http://plain.example', 'data:text/html,x', 'nope'])
      expect(helplineHref({ Type: 'ExternalLink', Value: bad })).toBeNull();
  });
});
