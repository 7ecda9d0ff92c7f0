// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createPopper, loadPopper, loadPopperOnFirstUse } from '../../../../src/app/deferred/popper';

/** A tooltip and its anchor, as MUI's Popper hands them over. */
function elements() {
  const anchor = document.createElement('button');
  const tooltip = document.createElement('div');
  document.body.append(anchor, tooltip);
  return { anchor, tooltip };
}

describe('Popper.js loaded on first use', () => {
  it('keeps a popper opened before Popper.js arrived hidden, then places it', async () => {
    const { anchor, tooltip } = elements();
    const popper = createPopper(anchor, tooltip, { placement: 'right' });
    expect(tooltip.style.visibility).toBe('hidden');
    expect(popper.state.placement).toBe('right');
    await loadPopper();
    await expect.poll(() => tooltip.style.visibility).toBe('');
    await expect.poll(() => tooltip.style.position).toBe('absolute');
    popper.destroy();
  });

  it('never places a popper closed before Popper.js arrived', async () => {
    const { anchor, tooltip } = elements();
    tooltip.style.visibility = 'visible';
    createPopper(anchor, tooltip).destroy();
    expect(tooltip.style.visibility).toBe('visible');
    await loadPopper();
    await Promise.resolve();
    expect(tooltip.style.position).toBe('');
  });

  it('places at once once it has arrived', async () => {
    await loadPopper();
    const { anchor, tooltip } = elements();
    const popper = createPopper(anchor, tooltip);
    expect(tooltip.style.visibility).toBe('');
    expect(typeof popper.forceUpdate).toBe('function');
    popper.destroy();
  });

  it('starts fetching at the first pointer movement and listens no more', () => {
    const stop = loadPopperOnFirstUse();
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    // A second event finds no listener left: nothing to assert but that it does not throw.
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    stop();
  });
});
