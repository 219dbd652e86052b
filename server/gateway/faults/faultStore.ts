import type { FaultRule } from './faultRule';
import type { RequestTarget } from './requestTarget';
import { ruleMatches } from './ruleMatches';

export interface FaultRuleState {
  rule: FaultRule;
  /** Matching requests the rule has affected so far. */
  hits: number;
  /** How many more it will affect; null when unlimited. */
  remaining: number | null;
}

/** The server-side rules (GATEWAY_FAULTS, then the admin endpoint) with their counters. */
export class FaultStore {
  private states: FaultRuleState[] = [];

  constructor(rules: readonly FaultRule[] = []) {
    this.replace(rules);
  }

  replace(rules: readonly FaultRule[]): void {
    this.states = rules.map((rule) => ({ rule, hits: 0, remaining: rule.times ?? null }));
  }

  clear(): void {
    this.states = [];
  }

  snapshot(): FaultRuleState[] {
    return this.states.map((state) => ({ ...state }));
  }

  /** The rules that apply to this request; each counts the request against its `times`. */
  take(target: RequestTarget): FaultRule[] {
    const taken: FaultRule[] = [];
    for (const state of this.states) {
      if (state.remaining === 0 || !ruleMatches(state.rule, target)) continue;
      state.hits += 1;
      if (state.remaining !== null) state.remaining -= 1;
      taken.push(state.rule);
    }
    return taken;
  }
}
