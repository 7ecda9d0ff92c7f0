import type { Instance, OptionsGeneric, Modifier, State, VirtualElement } from '@popperjs/core';

/**
 * Popper.js, which places MUI's tooltips and poppers, stands in for `@popperjs/core` in the build
 * (vite.config.ts) and loads with the first pointer movement, touch, key or focus change (what a
 * tooltip opens on, after its delay), or when a popper opens first: nothing on a first screen is
 * placed by it, and it is 7 kB of the shell's script. A popper that opens before it has arrived
 * stays hidden until it is placed, then shows as usual.
 */
type CreatePopper = typeof import('@popperjs/core').createPopper;
type Options = Partial<OptionsGeneric<Partial<Modifier<unknown, object>>>>;

let placer: CreatePopper | undefined;
let loading: Promise<CreatePopper> | undefined;

/** Fetches Popper.js once (again after a failed fetch); what opened meanwhile is placed when it arrives. */
export function loadPopper(): Promise<CreatePopper> {
  loading ??= import('@popperjs/core/lib/popper.js').then(
    (m) => (placer = m.createPopper as CreatePopper),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const FIRST_USE = ['pointerover', 'touchstart', 'keydown', 'focusin'] as const;

/** Fetches Popper.js at the page's first pointer movement, touch, key or focus change; answers the undo. */
export function loadPopperOnFirstUse(): () => void {
  const stop = () => FIRST_USE.forEach((event) => document.removeEventListener(event, start, true));
  const start = () => {
    stop();
    loadPopper().catch(() => undefined);
  };
  FIRST_USE.forEach((event) => document.addEventListener(event, start, { capture: true, passive: true }));
  return stop;
}

export function createPopper(
  reference: Element | VirtualElement,
  popper: HTMLElement,
  options: Options = {},
): Instance {
  if (placer) return placer(reference, popper, options);
  let instance: Instance | undefined;
  let destroyed = false;
  let current = options;
  const visibility = popper.style.visibility;
  popper.style.visibility = 'hidden';
  loadPopper().then(
    (create) => {
      if (destroyed) return;
      popper.style.visibility = visibility;
      instance = create(reference, popper, current);
    },
    // Unplaced rather than never seen.
    () => (popper.style.visibility = visibility),
  );
  const waiting: Instance = {
    get state() {
      return instance?.state ?? ({ placement: current.placement ?? 'bottom' } as State);
    },
    destroy() {
      destroyed = true;
      popper.style.visibility = visibility;
      instance?.destroy();
    },
    forceUpdate() {
      instance?.forceUpdate();
    },
    update() {
      return instance ? instance.update() : Promise.resolve(waiting.state);
    },
    setOptions(next) {
      current = typeof next === 'function' ? { ...current, ...next(current as never) } : { ...current, ...next };
      return instance ? instance.setOptions(next) : Promise.resolve(waiting.state);
    },
  };
  return waiting;
}
