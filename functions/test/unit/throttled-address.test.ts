import { describe, expect, it } from 'vitest';
import { throttledAddress } from '../../src/platform/client-address';

describe('the address a throttle counts by', () => {
  it('is an IPv4 address as it is', () => {
    expect(throttledAddress('203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const network = '2001:0db8:0007:0009::/64';
    expect(throttledAddress('2001:db8:7:9::1')).toBe(network);
    expect(throttledAddress('2001:DB8:7:9:ABCD:1234:5678:9')).toBe(network);
    expect(throttledAddress('2001:db8:7:9:0:0:0:ffff%eth0')).toBe(network);
    expect(throttledAddress('2001:db8:7:a::1')).not.toBe(network);
  });

  it('expands a compressed network part', () => {
    expect(throttledAddress('2001:db8::1')).toBe('2001:0db8:0000:0000::/64');
    expect(throttledAddress('::1')).toBe('0000:0000:0000:0000::/64');
    expect(throttledAddress('fe80::')).toBe('fe80:0000:0000:0000::/64');
  });

  it('is the IPv4 address inside an IPv4-mapped IPv6 address', () => {
    expect(throttledAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});
