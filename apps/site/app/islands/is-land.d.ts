// @11ty/is-land ships no types: the part of its API the islands' entry uses.
declare module '@11ty/is-land' {
  export class Island extends HTMLElement {
    /** Registers how islands of `type="<name>"` initialise once their conditions are met. */
    static addInitType(name: string, init: (island: HTMLElement) => Promise<void> | void): void;
  }
}
