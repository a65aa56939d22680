// Where the process stands in its life: serving, or draining before a stop. The stop
// (start.server.ts) begins the drain; the health check reads it, so a load balancer sends its
// traffic elsewhere while the requests already received are finished.

export class Lifecycle {
  #draining = false;

  /** True from the stop signal on: the process finishes what it has and takes nothing new. */
  get draining(): boolean {
    return this.#draining;
  }

  beginDraining() {
    this.#draining = true;
  }
}
