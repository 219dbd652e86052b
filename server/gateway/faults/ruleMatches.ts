import type { FaultRule } from './faultRule';
import type { RequestTarget } from './requestTarget';

export function ruleMatches(rule: FaultRule, target: RequestTarget): boolean {
  if (rule.operation !== undefined && !target.operations.includes(rule.operation)) return false;
  if (rule.type !== undefined && !target.types.includes(rule.type)) return false;
  return true;
}
