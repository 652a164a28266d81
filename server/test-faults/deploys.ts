/**
 * Deploys simulated by end-to-end tests: after each one the service worker script ends in
 * another comment, so browsers find a byte-different worker, as after a real deploy, without
 * a rebuild. The app files themselves stay as built.
 */
export class DeployCounter {
  #count = 0

  deploy(): number {
    this.#count += 1
    return this.#count
  }

  /** Text appended to the worker script; empty until the first simulated deploy. */
  workerSuffix(): string {
    return this.#count === 0 ? '' : `\n// deploy ${this.#count}\n`
  }
}
