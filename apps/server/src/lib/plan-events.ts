import { EventEmitter } from 'node:events';

export interface PlanUpdate {
  planId: number;
  /** Which parts changed: second_destination, comparison_data_unknown, photos_first_destination... */
  fields: string[];
}

/**
 * In-process notifications that a plan changed in the background. The SSE route listens
 * here; it also re-reads the plan periodically, so an update made by another instance
 * sharing the database still reaches the page.
 */
export class PlanEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open plan page; there is no fixed upper bound worth warning about.
    this.emitter.setMaxListeners(0);
  }

  publish(update: PlanUpdate) {
    this.emitter.emit(`plan:${update.planId}`, update);
  }

  subscribe(planId: number, listener: (update: PlanUpdate) => void): () => void {
    const name = `plan:${planId}`;
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
