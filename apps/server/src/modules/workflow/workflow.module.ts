import type { FastifyInstance } from 'fastify';
import type { Gatekeeper } from '../../platform/http.js';
import { registerWorkflowRoutes } from './workflow.routes.js';
import { type WorkflowDeps, WorkflowService } from './workflow.service.js';

/** The workflow module: its service (for other modules and start-up) and its routes. */
export function createWorkflowModule(deps: WorkflowDeps) {
  const service = new WorkflowService(deps);
  return {
    service,
    register: (app: FastifyInstance, gate: Gatekeeper) => registerWorkflowRoutes(app, gate, service),
  };
}

export type WorkflowModule = ReturnType<typeof createWorkflowModule>;
