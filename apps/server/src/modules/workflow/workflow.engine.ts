import { EventEmitter } from 'node:events';
import type { workflow } from '@datamall/contract';
import { Engine, type Execution } from 'bpmn-engine';
import { assignmentOf, type TaskAssignment } from './workflow.bpmn.js';

type Decision = workflow.Decision;

/** A user task the process waits in. */
export interface WaitingTask extends TaskAssignment {
  elementId: string;
  name: string;
}

/** An element the run went through. */
export interface PassedActivity {
  id: string;
  type: string;
  name: string;
}

/** Where a run stopped, with the engine state to store and the elements passed on the way. */
export type RunOutcome =
  | { kind: 'wait'; tasks: WaitingTask[]; engineState: string; passed: PassedActivity[] }
  | { kind: 'end'; engineState: string; passed: PassedActivity[] };

interface RunTracker {
  listener: EventEmitter;
  passed: PassedActivity[];
  error: Error | null;
}

/** Runs a new process from its BPMN XML until it waits in user tasks or ends. */
export async function runNewProcess(name: string, xml: string): Promise<RunOutcome> {
  const engine = new Engine({ name, source: xml });
  const run = track(engine, null);
  const execution = await engine.execute({ listener: run.listener });
  return settle(engine, execution, run);
}

/**
 * Recovers a stored process, signals the waiting user task with the decision and runs on until the
 * process waits again or ends.
 */
export async function resumeWithDecision(
  engineState: string,
  elementId: string,
  decision: Decision,
): Promise<RunOutcome> {
  const engine = new Engine().recover(JSON.parse(engineState));
  const run = track(engine, elementId);
  const execution = await engine.resume({ listener: run.listener });
  if (!execution.getPostponed().some((api) => api.id === elementId)) {
    await stopIfRunning(engine, execution);
    throw new Error(`The stored process does not wait in "${elementId}".`);
  }
  execution.signal({ id: elementId, decision });
  return settle(engine, execution, run);
}

/**
 * Recovers a stored process without signalling it and answers the user tasks it waits in, e.g. the state
 * a step opened in, to which a roll back returns.
 */
export async function waitingIn(engineState: string): Promise<RunOutcome> {
  const engine = new Engine().recover(JSON.parse(engineState));
  const run = track(engine, null);
  const execution = await engine.resume({ listener: run.listener });
  return settle(engine, execution, run);
}

function track(engine: Engine, decidedElementId: string | null): RunTracker {
  const run: RunTracker = { listener: new EventEmitter(), passed: [], error: null };
  engine.once('error', (error: Error) => {
    run.error = error;
  });
  run.listener.on('activity.end', (api) => {
    if (api.id === decidedElementId) {
      // A signal payload stays in the task's output; gateways read the process environment.
      const decision = api.content.output?.decision as Decision | undefined;
      Object.assign(api.environment.output, {
        decision,
        approved: decision === 'approved',
        rejected: decision === 'rejected',
      });
    }
    run.passed.push({ id: api.id, type: api.type, name: (api.name || api.id).slice(0, 100) });
  });
  return run;
}

async function settle(engine: Engine, execution: Execution, run: RunTracker): Promise<RunOutcome> {
  try {
    // bpmn-engine runs synchronously between waits; one turn of the event loop lets it finish.
    await new Promise((resolve) => setImmediate(resolve));
    if (run.error || engine.state === 'error') throw run.error ?? new Error('The process failed.');
    const engineState = JSON.stringify(await engine.getState());
    if (!execution.isRunning) return { kind: 'end', engineState, passed: run.passed };
    const postponed = execution.getPostponed();
    const tasks = postponed.filter((api) => api.type === 'bpmn:UserTask').map(toWaitingTask);
    if (!tasks.length || tasks.length !== postponed.length) {
      // Timers, messages and the like would never be woken up here: refuse rather than hang.
      throw new Error(
        `The process waits in an unsupported element: ${postponed.map((a) => a.id).join(', ')}`,
      );
    }
    return { kind: 'wait', tasks, engineState, passed: run.passed };
  } finally {
    await stopIfRunning(engine, execution);
  }
}

/** stop() waits for a 'stop' event that an ended engine never emits. */
async function stopIfRunning(engine: Engine, execution: Execution) {
  if (execution.isRunning) await engine.stop();
}

function toWaitingTask(api: ReturnType<Execution['getPostponed']>[number]): WaitingTask {
  const behaviour = (api.owner as { behaviour?: { resources?: { expression?: string }[] } }).behaviour;
  const assignment = assignmentOf((behaviour?.resources ?? []).map((r) => r.expression));
  return {
    elementId: api.id,
    name: (api.name || api.id).slice(0, 100),
    candidateRoleType: assignment?.candidateRoleType ?? null,
    assigneeUserId: assignment?.assigneeUserId ?? null,
  };
}
