import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Names of query parameters, headers and fields whose values never reach a log line. */
const SECRET_NAME = /token|secret|sign|key|pass|auth|cookie|captcha|code/i;
const CENSOR = '***';

/** `/x?access_token=abc&page=2` -> `/x?access_token=***&page=2`: the values of secret-looking parameters hidden. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is judged as it is
      }
      return eq >= 0 && SECRET_NAME.test(decoded) ? `${name}=${CENSOR}` : pair;
    });
  return `${url.slice(0, mark)}?${params.join('&')}`;
}

/** What a log line tells of a request: no headers, and the URL without secret values. */
function requestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * The server's logger options with redaction: request URLs without tokens, keys or signatures, and any logged
 * object's secret-looking fields censored. `false` stays off.
 */
export function redactingLogger(options: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (options === false || options === undefined) return options;
  const base = options === true ? {} : options;
  return {
    ...base,
    serializers: { req: requestForLog, ...base.serializers },
    redact: {
      paths: [
        'headers.authorization',
        'headers.cookie',
        '*.authorization',
        '*.cookie',
        '*.password',
        '*.token',
        '*.accessToken',
        '*.refreshToken',
        '*.secret',
        '*.access_token',
      ],
      censor: CENSOR,
    },
  };
}
