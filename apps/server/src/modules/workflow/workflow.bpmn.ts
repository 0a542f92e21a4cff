import { Engine } from 'bpmn-engine';
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';

/** A BPMN file this module cannot run; the message says why. */
export class BpmnProblem extends Error {}

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Point {
  x: number;
  y: number;
}
export interface DiagramShape {
  id: string;
  /** BPMN type, e.g. `bpmn:UserTask`. */
  type: string;
  name: string;
  bounds: Bounds;
  label: Bounds | null;
}
export interface DiagramEdge {
  id: string;
  name: string;
  waypoints: Point[];
  label: Bounds | null;
}
/** The BPMNDI of a definition: what bpmn-js would draw. */
export interface DiagramModel {
  shapes: DiagramShape[];
  edges: DiagramEdge[];
}

/** Who may handle a user task: a candidate role (`role:N`) or a fixed assignee (`user:N`). */
export interface TaskAssignment {
  candidateRoleType: number | null;
  assigneeUserId: number | null;
}

/** Reads the assignment of a user task from its potentialOwner / humanPerformer expressions. */
export function assignmentOf(expressions: readonly (string | undefined)[]): TaskAssignment | null {
  for (const expression of expressions) {
    const match = /^\s*(role|user):(\d+)\s*$/.exec(expression ?? '');
    if (!match) continue;
    const id = Number(match[2]);
    return match[1] === 'role'
      ? { candidateRoleType: id, assigneeUserId: null }
      : { candidateRoleType: null, assigneeUserId: id };
  }
  return null;
}

async function parse(xml: string, moddle = new BpmnModdle()): Promise<ModdleElement> {
  try {
    const { rootElement, warnings } = await moddle.fromXML(xml);
    // Unknown elements are only warnings to bpmn-moddle, but they would silently vanish from the process.
    if (warnings[0]) throw new BpmnProblem(firstLine(warnings[0].message));
    return rootElement;
  } catch (error) {
    if (error instanceof BpmnProblem) throw error;
    throw new BpmnProblem(firstLine((error as Error).message));
  }
}

const firstLine = (message: string) => message.split('\n')[0]!.slice(0, 200);
const list = (value: unknown) => (Array.isArray(value) ? (value as ModdleElement[]) : []);

/**
 * Checks that a BPMN file can run here: one process whose id is the key, a start event,
 * every user task assigned, and bpmn-engine accepts it. Answers the process name.
 */
export async function inspectDefinition(key: string, xml: string): Promise<{ name: string }> {
  const root = await parse(xml);
  const processes = list(root.rootElements).filter((e) => e.$type === 'bpmn:Process');
  const process = processes[0];
  if (processes.length !== 1 || process?.id !== key) {
    throw new BpmnProblem(`the file must hold exactly one process, with id "${key}"`);
  }
  const elements = list(process.flowElements);
  if (!elements.some((e) => e.$type === 'bpmn:StartEvent')) throw new BpmnProblem('no start event');
  for (const task of elements.filter((e) => e.$type === 'bpmn:UserTask')) {
    if (!assignmentOf(userTaskExpressions(task))) {
      throw new BpmnProblem(`user task "${task.id}" needs a potentialOwner "role:N" or "user:N"`);
    }
  }
  try {
    await new Engine({ source: xml }).getDefinitions();
  } catch (error) {
    throw new BpmnProblem(firstLine((error as Error).message));
  }
  return { name: (process.name ?? '').trim().slice(0, 100) || key };
}

function userTaskExpressions(task: ModdleElement): (string | undefined)[] {
  return list(task.resources).map((r) => {
    const assignment = r.resourceAssignmentExpression as { expression?: { body?: string } } | undefined;
    return assignment?.expression?.body;
  });
}

interface DiElement extends ModdleElement {
  bpmnElement?: ModdleElement;
  bounds?: Bounds;
  label?: { bounds?: Bounds };
  waypoint?: Point[];
}

/** The shapes and edges of the first diagram. */
function drawnElements(root: ModdleElement): DiElement[] {
  const plane = list(root.diagrams)[0]?.plane as { planeElement?: DiElement[] } | undefined;
  return plane?.planeElement ?? [];
}

/** Reads the shapes and edges of the first diagram; empty when the file has no BPMNDI. */
export async function readDiagram(xml: string): Promise<DiagramModel> {
  const root = await parse(xml);
  const model: DiagramModel = { shapes: [], edges: [] };
  for (const di of drawnElements(root)) {
    const element = di.bpmnElement;
    if (!element?.id) continue;
    const label = di.label?.bounds ? copyBounds(di.label.bounds) : null;
    const name = element.name ?? '';
    if (di.$type === 'bpmndi:BPMNShape' && di.bounds) {
      model.shapes.push({ id: element.id, type: element.$type, name, bounds: copyBounds(di.bounds), label });
    } else if (di.$type === 'bpmndi:BPMNEdge' && di.waypoint) {
      const waypoints = di.waypoint.map(({ x, y }) => ({ x, y }));
      model.edges.push({ id: element.id, name, waypoints, label });
    }
  }
  return model;
}

const copyBounds = ({ x, y, width, height }: Bounds): Bounds => ({ x, y, width, height });

/**
 * The file with the names of the elements of its first diagram (those `readDiagram` reads) passed through
 * `rename`, e.g. into the reader's language; everything else is kept but the width of a renamed element's label,
 * widened to fit the new name on one line (`measure` estimates its width), as a viewer wraps it to that width.
 */
export async function renameDrawnElements(
  xml: string,
  rename: (id: string, name: string) => string,
  measure: (text: string) => number,
): Promise<string> {
  const moddle = new BpmnModdle();
  const root = await parse(xml, moddle);
  for (const di of drawnElements(root)) {
    const element = di.bpmnElement;
    if (!element?.id || !element.name) continue;
    const name = rename(element.id, element.name);
    if (name === element.name) continue;
    element.name = name;
    if (di.label?.bounds) widenLabel(di.label.bounds, di.bounds, measure(name));
  }
  return (await moddle.toXML(root, { format: true })).xml;
}

/** Widens a label box to `width`: away from the shape it names when it sits beside it, else around its centre. */
function widenLabel(label: Bounds, shape: Bounds | undefined, width: number) {
  if (width <= label.width) return;
  const center = label.x + label.width / 2;
  const isRightOfShape = shape !== undefined && center > shape.x + shape.width;
  const isLeftOfShape = shape !== undefined && center < shape.x;
  if (isLeftOfShape) label.x += label.width - width;
  else if (!isRightOfShape) label.x = Math.round(center - width / 2);
  label.width = width;
}
