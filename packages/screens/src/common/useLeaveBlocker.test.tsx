import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { flowOf, useFlowSteps } from '../forms/useFlowSteps';
import { isFlowInProgress, subscribeFlowInProgress } from './connection';
import { useLeaveBlocker } from './useLeaveBlocker';

/** A guard's question, as the pages show theirs, with its two answers. */
function Question({ guard }: { guard: ReturnType<typeof useLeaveBlocker> }) {
  if (!guard.asking) return null;
  return (
    <div role="alertdialog" aria-label="Confirm Transaction Cancellation?">
      <button onClick={guard.stay}>Not Now</button>
      <button onClick={guard.leave}>OK</button>
    </div>
  );
}

/** A flow of two steps on one page (as the card top-up): the review asks before leaving. */
function TwoSteps({ busy = false }: { busy?: boolean }) {
  const steps = useFlowSteps<'amount' | 'review'>('amount');
  const guard = useLeaveBlocker(steps.step === 'review', { busy });
  return (
    <>
      <h1>{steps.step}</h1>
      {steps.step === 'amount' ? (
        <button onClick={() => steps.go('review')}>Next</button>
      ) : (
        <>
          <button onClick={() => steps.back('amount')}>Back to amount</button>
          <button onClick={() => guard.leaveTo('/elsewhere')}>Nothing left to do</button>
        </>
      )}
      <Question guard={guard} />
    </>
  );
}

/** Withdraw's review: its own page after the form, which `passes`. */
function Review() {
  const guard = useLeaveBlocker(true, { passes: (pathname) => pathname === '/withdraw' });
  return (
    <>
      <h1>review</h1>
      <Question guard={guard} />
    </>
  );
}

function Where() {
  return <h1>{useLocation().pathname}</h1>;
}

const routes: RouteObject[] = [
  { path: '/card/topup', element: <TwoSteps /> },
  { path: '/busy', element: <TwoSteps busy /> },
  { path: '/withdraw/review', element: <Review /> },
  { path: '*', element: <Where /> },
];

function open(...entries: string[]) {
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const question = () => screen.queryByRole('alertdialog');
const press = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));
/** The browser's Back and Forward: a POP of the router's history. */
const back = (router: ReturnType<typeof open>) => act(() => router.navigate(-1));
const forward = (router: ReturnType<typeof open>) => act(() => router.navigate(1));

describe('useLeaveBlocker with useFlowSteps: Back within a flow, or leaving it', () => {
  it('Back on the review returns to the amount step without a question; Forward to the review', async () => {
    const router = open('/card', '/card/topup');
    await press('Next');
    expect(heading()).toBe('review');
    await back(router);
    expect(question()).toBeNull();
    expect(heading()).toBe('amount');
    expect(router.state.location.pathname).toBe('/card/topup');
    await forward(router);
    expect(question()).toBeNull();
    expect(heading()).toBe('review');
  });

  it('every step of the flow carries its id; the first entry gets it in place', async () => {
    const router = open('/card', '/card/topup');
    const flow = flowOf(router.state.location);
    expect(flow).toEqual(expect.any(String));
    await press('Next');
    expect(flowOf(router.state.location)).toBe(flow);
    await back(router);
    expect(flowOf(router.state.location)).toBe(flow);
  });

  it('Back from the first step leaves at once: it holds nothing to cancel', async () => {
    const router = open('/card', '/card/topup');
    await press('Next');
    await back(router);
    await back(router);
    expect(question()).toBeNull();
    expect(heading()).toBe('/card');
  });

  it('the page’s back arrow is the browser’s Back: one entry back, not a new one', async () => {
    const router = open('/card', '/card/topup');
    await press('Next');
    await press('Back to amount');
    expect(heading()).toBe('amount');
    await back(router);
    expect(heading()).toBe('/card');
  });

  it('a double press on Next adds one entry', async () => {
    const router = open('/card', '/card/topup');
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    });
    expect(heading()).toBe('review');
    await back(router);
    expect(heading()).toBe('amount');
    await back(router);
    expect(heading()).toBe('/card');
  });

  it('leaving the flow from the review asks: Not Now stays, OK leaves', async () => {
    const router = open('/card', '/card/topup');
    await press('Next');
    await act(() => router.navigate('/dashboard'));
    expect(question()).not.toBeNull();
    await press('Not Now');
    expect(heading()).toBe('review');
    await act(() => router.navigate('/dashboard'));
    await press('OK');
    expect(heading()).toBe('/dashboard');
  });

  it('leaving without a question (a dialog’s one answer) takes the flow’s place: one Back returns to where it was opened', async () => {
    const router = open('/card', '/card/topup');
    await press('Next');
    await press('Nothing left to do');
    expect(heading()).toBe('/elsewhere');
    await back(router);
    expect(heading()).toBe('/card');
    expect(question()).toBeNull();
  });

  it('Back to another flow of the same page is leaving: it asks', async () => {
    // An entry of an earlier top-up, then this one's review.
    const router = createMemoryRouter(routes, {
      initialEntries: [
        { pathname: '/card/topup', state: { flow: 'earlier', step: 'review' } },
        { pathname: '/card/topup', state: { flow: 'this', step: 'review' } },
      ],
      initialIndex: 1,
    });
    render(<RouterProvider router={router} />);
    await back(router);
    expect(question()).not.toBeNull();
    expect(flowOf(router.state.location)).toBe('this');
  });

  it('while a call is out, Back asks even between steps', async () => {
    const router = open('/card', '/busy');
    await press('Next');
    await back(router);
    expect(question()).not.toBeNull();
    expect(heading()).toBe('review');
  });

  it('Withdraw’s review: Back to the form (a page it passes) without a question', async () => {
    const router = open('/withdraw', '/withdraw/review');
    await back(router);
    expect(question()).toBeNull();
    expect(heading()).toBe('/withdraw');
    await forward(router);
    expect(heading()).toBe('review');
    await act(() => router.navigate('/dashboard'));
    expect(question()).not.toBeNull();
  });

  it('Withdraw’s review opened after another page: Back leaves the flow, so it asks', async () => {
    const router = open('/dashboard', '/withdraw/review');
    await back(router);
    expect(question()).not.toBeNull();
    await press('OK');
    expect(heading()).toBe('/dashboard');
  });
});

describe('a flow in progress (what an app update waits for)', () => {
  it('is held while a blocker is active, on every page, and let go when it ends or unmounts', async () => {
    let told = 0;
    const unsubscribe = subscribeFlowInProgress(() => told++);
    const router = open('/card', '/card/topup');
    expect(isFlowInProgress()).toBe(false);
    await press('Next');
    expect(isFlowInProgress()).toBe(true);
    await press('Back to amount');
    expect(isFlowInProgress()).toBe(false);
    await act(() => router.navigate('/withdraw/review'));
    expect(isFlowInProgress()).toBe(true);
    expect(told).toBeGreaterThanOrEqual(3);
    unsubscribe();
    router.dispose();
  });
});
