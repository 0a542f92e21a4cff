import type { Bounds, DiagramEdge, DiagramModel, DiagramShape, Point } from './workflow.bpmn.js';

export interface DiagramMarks {
  /** Elements the process waits in now. */
  current: ReadonlySet<string>;
  /** Elements the process has passed. */
  visited: ReadonlySet<string>;
}

const COLORS = {
  idle: { stroke: '#595959', fill: '#ffffff' },
  visited: { stroke: '#52c41a', fill: '#f6ffed' },
  current: { stroke: '#fa541c', fill: '#fff2e8' },
} as const;
const FONT = 'font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="12"';
const PADDING = 20;

/** Draws the BPMNDI of a process as SVG: the current task highlighted, passed steps in green. */
export function renderDiagramSvg(model: DiagramModel, marks: DiagramMarks): string {
  if (!model.shapes.length) return emptyDiagram();
  const box = extent(model);
  const width = Math.ceil(box.width + 2 * PADDING);
  const height = Math.ceil(box.height + 2 * PADDING);
  const viewBox = `${box.x - PADDING} ${box.y - PADDING} ${width} ${height}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8"',
    ' orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#595959"/></marker></defs>',
    ...model.edges.map(drawEdge),
    ...model.shapes.map((shape) => drawShape(shape, stateOf(shape.id, marks))),
    '</svg>',
  ].join('\n');
}

type MarkState = keyof typeof COLORS;

function stateOf(id: string, marks: DiagramMarks): MarkState {
  if (marks.current.has(id)) return 'current';
  return marks.visited.has(id) ? 'visited' : 'idle';
}

function extent(model: DiagramModel): Bounds {
  const boxes: Bounds[] = model.shapes.flatMap((s) => {
    const label = s.type.endsWith('Event') || s.type.endsWith('Gateway') ? placeLabel(s) : null;
    return label ? [s.bounds, label.box] : [s.bounds];
  });
  for (const edge of model.edges) {
    boxes.push(...edge.waypoints.map((p) => ({ x: p.x, y: p.y, width: 0, height: 0 })));
  }
  const minX = Math.min(...boxes.map((b) => b.x));
  const minY = Math.min(...boxes.map((b) => b.y));
  const maxX = Math.max(...boxes.map((b) => b.x + b.width));
  const maxY = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

function drawEdge(edge: DiagramEdge): string {
  const points = edge.waypoints.map((p: Point) => `${p.x},${p.y}`).join(' ');
  const line = `<polyline data-element-id="${escapeXml(edge.id)}" points="${points}" fill="none" stroke="#595959" stroke-width="1.5" marker-end="url(#arrow)"/>`;
  if (!edge.name) return line;
  const at = edge.label ?? midpointBox(edge.waypoints);
  return `${line}\n${text(edge.name, at.x + at.width / 2, at.y + at.height / 2)}`;
}

function midpointBox(points: Point[]): Bounds {
  const a = points[Math.floor((points.length - 1) / 2)] ?? { x: 0, y: 0 };
  const b = points[Math.floor((points.length - 1) / 2) + 1] ?? a;
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 - 10, width: 0, height: 0 };
}

function drawShape(shape: DiagramShape, state: MarkState): string {
  const { stroke, fill } = COLORS[state];
  const strokeWidth = state === 'current' ? 3 : 1.5;
  const attrs = `data-element-id="${escapeXml(shape.id)}" class="${state}" stroke="${stroke}" fill="${fill}"`;
  const { x, y, width, height } = shape.bounds;
  const cx = x + width / 2;
  const cy = y + height / 2;
  if (shape.type.endsWith('Event')) {
    const border = shape.type === 'bpmn:EndEvent' ? 4 : strokeWidth;
    const circle = `<circle ${attrs} stroke-width="${border}" cx="${cx}" cy="${cy}" r="${Math.min(width, height) / 2}"/>`;
    return `${circle}\n${outsideLabel(shape)}`;
  }
  if (shape.type.endsWith('Gateway')) {
    const diamond = `<polygon ${attrs} stroke-width="${strokeWidth}" points="${cx},${y} ${x + width},${cy} ${cx},${y + height} ${x},${cy}"/>`;
    const marker = shape.type === 'bpmn:ExclusiveGateway' ? exclusiveMarker(cx, cy, stroke) : '';
    return [diamond, marker, outsideLabel(shape)].filter(Boolean).join('\n');
  }
  const rect = `<rect ${attrs} stroke-width="${strokeWidth}" x="${x}" y="${y}" width="${width}" height="${height}" rx="10" ry="10"/>`;
  return `${rect}\n${wrappedText(shape.name, cx, cy, width - 10)}`;
}

function exclusiveMarker(cx: number, cy: number, stroke: string): string {
  const d = 8;
  return `<path d="M${cx - d},${cy - d} L${cx + d},${cy + d} M${cx + d},${cy - d} L${cx - d},${cy + d}" stroke="${stroke}" stroke-width="3"/>`;
}

interface PlacedLabel {
  /** Where the text is anchored, and how. */
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  /** The box the text covers (its estimated width), for the extent of the drawing. */
  box: Bounds;
}

/**
 * Where the name of an event or gateway goes: in its BPMNDI label box (below the shape by default). A label
 * beside the shape grows away from it, so a longer (translated) name never runs over the shape.
 */
function placeLabel(shape: DiagramShape): PlacedLabel | null {
  if (!shape.name) return null;
  const { bounds } = shape;
  const { x, y, width, height } = shape.label ?? {
    x: bounds.x,
    y: bounds.y + bounds.height + 4,
    width: bounds.width,
    height: 14,
  };
  const cy = y + height / 2;
  const w = Math.max(width, textWidth(shape.name));
  const labelCx = x + width / 2;
  if (labelCx > bounds.x + bounds.width)
    return { x, y: cy, anchor: 'start', box: { x, y, width: w, height } };
  if (labelCx < bounds.x) {
    return { x: x + width, y: cy, anchor: 'end', box: { x: x + width - w, y, width: w, height } };
  }
  return { x: labelCx, y: cy, anchor: 'middle', box: { x: labelCx - w / 2, y, width: w, height } };
}

function outsideLabel(shape: DiagramShape): string {
  const placed = placeLabel(shape);
  return placed ? text(shape.name, placed.x, placed.y, placed.anchor) : '';
}

function text(content: string, x: number, y: number, anchor: 'start' | 'middle' | 'end' = 'middle'): string {
  return `<text ${FONT} fill="#262626" text-anchor="${anchor}" dominant-baseline="central" x="${x}" y="${y}">${escapeXml(content)}</text>`;
}

/** Breaks a task name into lines that fit the box: between words, or between CJK characters (about twice as wide). */
function wrappedText(content: string, cx: number, cy: number, maxWidth: number): string {
  const lines: string[] = [];
  let line = '';
  // A word of Latin letters stays whole; each CJK character is a token of its own.
  for (const token of content.match(/[\u2e80-\uffff]|[^\s\u2e80-\uffff]+|\s+/g) ?? []) {
    const next = line + token;
    if (textWidth(next) > maxWidth && line.trim()) {
      lines.push(line.trim());
      line = token.trim();
    } else {
      line = next;
    }
  }
  if (line.trim()) lines.push(line.trim());
  const top = cy - ((lines.length - 1) * 14) / 2;
  return lines.map((l, i) => text(l, cx, top + i * 14)).join('\n');
}

/** The estimated width of a text in the diagram's 12px font. */
export const textWidth = (s: string) => [...s].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? 12 : 7), 0);

function emptyDiagram(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="40"><text ${FONT} x="10" y="24">-</text></svg>`;
}

export function escapeXml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}
