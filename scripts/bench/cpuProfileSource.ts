import { readFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { REPO_ROOT } from '../../server/app/config';

/** Chromium's CPU profile (CDP `Profiler.stop`), as the trace scripts read it. */
export interface CpuProfile {
  nodes: {
    id: number;
    parent?: number;
    children?: number[];
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, TraceMap | null>();

/**
 * The source function of a built chunk's position, through its hidden source map in dist/client
 * (`name path:line`); a frame outside the build is named by its function and file.
 */
export function sourceName(frame: CpuProfile['nodes'][number]['callFrame']): string {
  const file = frame.url.includes('/assets/') ? frame.url.slice(frame.url.indexOf('/assets/')) : '';
  if (!file)
    return `${frame.functionName || '(anonymous)'} ${frame.url ? path.basename(frame.url) : ''}`.trim();
  if (!maps.has(file)) {
    try {
      maps.set(
        file,
        new TraceMap(readFileSync(path.join(REPO_ROOT, 'dist/client', `${file}.map`), 'utf8')),
      );
    } catch {
      maps.set(file, null);
    }
  }
  const map = maps.get(file);
  const original = map
    ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber })
    : null;
  if (!original?.source) return `${frame.functionName} ${path.basename(file)}`;
  const source = original.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return `${original.name ?? frame.functionName} ${source}:${original.line}`;
}
