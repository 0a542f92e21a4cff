import { describe, expect, it } from 'vitest';
import { isNodeAddress, zNodeInput } from './nodes.js';

describe('isNodeAddress', () => {
  it.each([
    'node1.example.com:8443',
    'edge-01:9000',
    '10.0.0.1:80',
    '[::1]:9000',
    '[2001:db8::7]:443',
    'http://node.example.com',
    'https://node.example.com:8443/api/v1',
    'https://10.0.0.1',
    'https://[2001:db8::1]:8443/',
    '  node.example.com:1  ',
  ])('accepts %s', (address) => {
    expect(isNodeAddress(address)).toBe(true);
  });

  it.each([
    '',
    'node.example.com',
    'node.example.com:',
    'node.example.com:0',
    'node.example.com:65536',
    'node.example.com:80:81',
    '-bad.example.com:80',
    'bad-.example.com:80',
    'under_score.example.com:80',
    '300.1.1.1:80',
    '::1:9000',
    '[zz::1]:9000',
    'ftp://node.example.com',
    'grpc://node.example.com:50051',
    'https://user:pw@node.example.com',
    'https://node.example.com?x=1',
    'https://node.example.com/#top',
    'https://',
    'node example.com:80',
    `${'a'.repeat(64)}.example.com:80`,
  ])('refuses %s', (address) => {
    expect(isNodeAddress(address)).toBe(false);
  });
});

describe('zNodeInput', () => {
  it('trims and defaults the description', () => {
    const parsed = zNodeInput.parse({
      name: ' A ',
      kind: 'privacy',
      address: ' a.example.com:1 ',
      publicKey: 'k',
    });
    expect(parsed).toEqual({
      name: 'A',
      kind: 'privacy',
      address: 'a.example.com:1',
      publicKey: 'k',
      description: '',
    });
  });
});
