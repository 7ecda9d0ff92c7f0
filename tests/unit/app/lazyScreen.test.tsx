// @vitest-environment jsdom
import { Suspense, useState } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen } from '../../../src/app/lazyScreen';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Hello ${name} ${count}`}
    </button>
  );
}

const loadGreeting = () => Promise.resolve({ default: Greeting });

describe('a lazily loaded screen', () => {
  it('is drawn at once, without suspending, when its code was fetched ahead', async () => {
    const Screen = lazyScreen(loadGreeting);
    await Screen.preload();
    // Only the first, synchronous render is looked at: nothing may wait for a promise.
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Screen name="Noor" />
      </Suspense>,
    );
    expect(screen.queryByText('waiting')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('Hello Noor 0');
  });

  it('waits behind its fallback when its code has not arrived, then keeps its state once it has', async () => {
    const Screen = lazyScreen(loadGreeting);
    const { rerender } = render(
      <Suspense fallback={<p>waiting</p>}>
        <Screen name="Noor" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => {
      await Screen.preload();
    });
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('Hello Noor 1');
    // A later render after the code arrived keeps the same screen (a remount would lose the count).
    rerender(
      <Suspense fallback={<p>waiting</p>}>
        <Screen name="Huda" />
      </Suspense>,
    );
    expect(screen.getByRole('button').textContent).toBe('Hello Huda 1');
  });
});
