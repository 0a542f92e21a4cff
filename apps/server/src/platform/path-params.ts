import type { Endpoint } from '@datamall/contract';
import type { FastifyRequest } from 'fastify';
import { badParam } from './errors.js';

/** Fastify names path parameters `:id`; the contract (and the web client) write `{id}`. */
export function withFastifyParams<E extends Endpoint>(endpoint: E): E {
  return { ...endpoint, path: endpoint.path.replace(/\{(\w+)\}/g, ':$1') };
}

const ID = /^[1-9]\d{0,15}$/;

/** The `{id}` path parameter if it matches `pattern`, else a 400 saying the id has an invalid format. */
export function pathParam(req: FastifyRequest, pattern: RegExp): string {
  const raw = (req.params as { id?: string }).id ?? '';
  if (!pattern.test(raw)) throw badParam('id', 'format');
  return raw;
}

/** The numeric `{id}` path parameter, or a 400 saying the id has an invalid format. */
export function pathId(req: FastifyRequest): number {
  return Number(pathParam(req, ID));
}
