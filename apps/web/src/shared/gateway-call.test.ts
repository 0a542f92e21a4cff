import { describe, expect, it } from 'vitest';
import { curlCommand, gatewayCallUrl, KEY_PLACEHOLDER } from './gateway-call';

describe('gatewayCallUrl', () => {
  it('puts the good and the version between the base URL and the path', () => {
    expect(gatewayCallUrl('https://gw.example.com', '42', '/weather/today')).toBe(
      'https://gw.example.com/42/latest/weather/today',
    );
    expect(gatewayCallUrl('https://gw.example.com/api/', '42', 'weather', '1.2.0')).toBe(
      'https://gw.example.com/api/42/1.2.0/weather',
    );
  });
});

describe('curlCommand', () => {
  const url = 'https://gw.example.com/42/latest/weather/today';

  it('sends the key in X-Api-Key', () => {
    expect(curlCommand({ url, method: 'GET', apiKey: KEY_PLACEHOLDER })).toBe(
      `curl -H "X-Api-Key: <YOUR_KEY>" "${url}"`,
    );
  });

  it('adds the required query parameters as placeholders, not the optional ones', () => {
    const params = [
      { name: 'city', place: 'query', required: true },
      { name: 'lang', place: 'query', required: false },
      { name: 'days', place: 'query', required: true },
    ] as const;
    expect(curlCommand({ url, method: 'GET', apiKey: 'dmk_abc', params })).toBe(
      `curl -H "X-Api-Key: dmk_abc" "${url}?city=<city>&days=<days>"`,
    );
  });

  it('sends a JSON body of the required body parameters for POST', () => {
    const params = [
      { name: 'city', place: 'body', required: true },
      { name: 'lang', place: 'query', required: true },
    ] as const;
    expect(curlCommand({ url, method: 'POST', apiKey: KEY_PLACEHOLDER, params })).toBe(
      `curl -H "X-Api-Key: <YOUR_KEY>" -H "Content-Type: application/json" -d '{"city":"<city>"}' "${url}?lang=<lang>"`,
    );
  });

  it('quotes what the shell would expand', () => {
    expect(curlCommand({ url: 'https://x/$HOME/"a"', method: 'GET', apiKey: 'k`1`' })).toBe(
      'curl -H "X-Api-Key: k\\`1\\`" "https://x/\\$HOME/\\"a\\""',
    );
  });
});
