import { DEFAULT_LOCALE, ErrorCode, type Locale, type workflow } from '@datamall/contract';
import type { DbOrTx } from '../../platform/db.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import { type DiagramModel, readDiagram, renameDrawnElements } from './workflow.bpmn.js';
import { type DiagramMarks, renderDiagramSvg, textWidth } from './workflow.diagram.js';
import { elementName } from './workflow.names.js';
import { canViewInstance, type WorkflowActor, type WorkflowUser } from './workflow.policy.js';
import * as repo from './workflow.repository.js';

/** Looks users up for names and delegation; the identity module's AccountService fits. */
export interface UserDirectory {
  /** Throws AppError 404 for an unknown user. */
  getUser(userId: number): Promise<WorkflowUser>;
}

export interface HistoryEntry {
  /** Key of the process the step belongs to (names are looked up by key and activity id). */
  processKey: string;
  activityId: string;
  activityName: string;
  action: workflow.HistoryAction;
  assigneeName: string;
  startedAt: Date;
  endedAt: Date | null;
  comment: string;
}

/** What a BPMN viewer needs to draw a process instance. */
export interface DiagramSource {
  /** The definition's BPMN XML, its steps named in the reader's language. */
  xml: string;
  /** Elements the process waits in now. */
  activeIds: string[];
  /** Elements the process has passed, without those it waits in (again). */
  completedIds: string[];
}

export const displayName = (user: WorkflowUser) => user.realName || user.username;

/**
 * What may be read of a process instance by those who may view it: its history and its diagram, as SVG or
 * as the BPMN source with the same marks.
 */
export class ProcessView {
  /** Deployed definitions never change, so their parsed diagrams and translated files are kept. */
  private readonly diagrams = new Map<string, Promise<DiagramModel>>();
  private readonly sources = new Map<string, Promise<string>>();

  constructor(private readonly deps: { db: DbOrTx; users: UserDirectory }) {}

  /** The instance, when `actor` may view it: 404 when unknown, 403 when not theirs to see. */
  async getViewableInstance(instanceId: number, actor: WorkflowActor): Promise<repo.InstanceRecord> {
    const instance = await repo.findInstance(this.deps.db, instanceId);
    if (!instance) throw notFound();
    if (!canViewInstance(actor, instance)) throw forbidden();
    return instance;
  }

  /** The history of a process, oldest first; open tasks come last without an end time. */
  async history(instanceId: number, actor: WorkflowActor): Promise<HistoryEntry[]> {
    const instance = await this.getViewableInstance(instanceId, actor);
    const [rows, open] = await Promise.all([
      repo.listHistory(this.deps.db, instance.id),
      repo.openTasksOf(this.deps.db, instance.id),
    ]);
    const names = await this.namesOf([...rows, ...open].map((r) => r.assigneeUserId));
    const nameOf = (id: number | null) => (id === null ? '' : (names.get(id) ?? ''));
    return [
      ...rows.map((r) => ({
        ...r,
        processKey: instance.definitionKey,
        action: r.action as HistoryEntry['action'],
        assigneeName: nameOf(r.assigneeUserId),
      })),
      ...open.map((t) => ({
        processKey: instance.definitionKey,
        activityId: t.elementId,
        activityName: t.name,
        action: 'open' as const,
        assigneeName: nameOf(t.assigneeUserId),
        startedAt: t.createdAt,
        endedAt: null,
        comment: '',
      })),
    ];
  }

  /** The process drawn as SVG with its open tasks highlighted, its steps named in `locale`. */
  async diagram(instanceId: number, actor: WorkflowActor, locale: Locale = DEFAULT_LOCALE): Promise<string> {
    const instance = await this.getViewableInstance(instanceId, actor);
    const key = instance.definitionKey;
    const [model, marks] = await Promise.all([
      this.cached(this.diagrams, `${key}@${instance.definitionVersion}`, async () =>
        readDiagram(await this.definitionXml(instance)),
      ),
      this.marksOf(instance.id),
    ]);
    const named = {
      shapes: model.shapes.map((x) => ({ ...x, name: elementName(key, x.id, x.name, locale) })),
      edges: model.edges.map((x) => ({ ...x, name: elementName(key, x.id, x.name, locale) })),
    };
    return renderDiagramSvg(named, marks);
  }

  /** The process's BPMN with its steps named in `locale`, and the same marks as on the SVG. */
  async diagramSource(
    instanceId: number,
    actor: WorkflowActor,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<DiagramSource> {
    const instance = await this.getViewableInstance(instanceId, actor);
    const key = instance.definitionKey;
    const [xml, marks] = await Promise.all([
      this.cached(this.sources, `${key}@${instance.definitionVersion}@${locale}`, async () =>
        renameDrawnElements(
          await this.definitionXml(instance),
          (id, name) => elementName(key, id, name, locale),
          textWidth,
        ),
      ),
      this.marksOf(instance.id),
    ]);
    return {
      xml,
      activeIds: [...marks.current],
      completedIds: [...marks.visited].filter((id) => !marks.current.has(id)),
    };
  }

  /** Where the process waits now (its open tasks), and every step its history records. */
  private async marksOf(instanceId: number): Promise<DiagramMarks> {
    const [rows, open] = await Promise.all([
      repo.listHistory(this.deps.db, instanceId),
      repo.openTasksOf(this.deps.db, instanceId),
    ]);
    return {
      current: new Set(open.map((t) => t.elementId)),
      visited: new Set(rows.map((r) => r.activityId)),
    };
  }

  private async definitionXml(instance: repo.InstanceRecord): Promise<string> {
    const { definitionKey, definitionVersion } = instance;
    return (await repo.findDefinition(this.deps.db, definitionKey, definitionVersion))?.bpmnXml ?? '';
  }

  /** A failed load is not kept, so the next request tries again. */
  private cached<T>(cache: Map<string, Promise<T>>, cacheKey: string, load: () => Promise<T>): Promise<T> {
    let value = cache.get(cacheKey);
    if (!value) {
      value = load();
      value.catch(() => cache.delete(cacheKey));
      cache.set(cacheKey, value);
    }
    return value;
  }

  /** Display names by user id; a deleted user shows as empty. */
  async namesOf(ids: readonly (number | null)[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids.filter((id): id is number => id !== null))];
    const entries = await Promise.all(
      unique.map(async (id) => {
        try {
          return [id, displayName(await this.deps.users.getUser(id))] as const;
        } catch (error) {
          if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) return [id, ''] as const;
          throw error;
        }
      }),
    );
    return new Map(entries);
  }
}
