// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../rules/toast.ts';

/** The toaster's markup as `Toaster.astro` renders it, with a freshly loaded toaster. */
async function renderToaster() {
  document.body.innerHTML = `
    <section aria-label="Notifications">
      <div data-toasts="polite" role="status" aria-live="polite"></div>
      <div data-toasts="assertive" role="alert" aria-live="assertive"></div>
      <template id="toast-template">
        <div class="toast"><div><p class="toast-title"></p><p class="toast-description"></p></div><button type="button" class="toast-dismiss" aria-label="Dismiss">×</button></div>
      </template>
    </section>`;
  vi.resetModules();
  const { initToaster } = await import('./toaster.ts');
  initToaster();
}

const titles = () => [...document.querySelectorAll('.toast-title')].map((title) => title.textContent);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the toaster', () => {
  it('never shows the same message twice at once; sent again, it replaces the one shown and stays its full time', async () => {
    await renderToaster();
    toast({ title: 'Invalid Email', description: 'Please enter a valid email address.', variant: 'destructive' });
    await vi.dynamicImportSettled();
    vi.advanceTimersByTime(5000);
    toast({ title: 'Invalid Email', description: 'Please enter a valid email address.', variant: 'destructive' });
    await vi.dynamicImportSettled();
    expect(titles()).toEqual(['Invalid Email']);
    vi.advanceTimersByTime(5000);
    expect(titles()).toEqual(['Invalid Email']);
    vi.advanceTimersByTime(1500);
    expect(titles()).toEqual([]);
  });

  it('shows different messages side by side', async () => {
    await renderToaster();
    toast({ title: 'Saved' });
    toast({ title: 'Copied' });
    await vi.dynamicImportSettled();
    expect(titles()).toEqual(['Saved', 'Copied']);
  });

  it('a success of a step clears the errors of that step, and only of that step', async () => {
    await renderToaster();
    toast({ title: 'Could not copy', variant: 'destructive', step: 'wallet-copy' });
    toast({ title: 'Failed to sign out', variant: 'destructive', step: 'sign-out' });
    toast({ title: 'Address copied!', step: 'wallet-copy' });
    await vi.dynamicImportSettled();
    expect(titles()).toEqual(['Address copied!', 'Failed to sign out']);
    expect(document.querySelector('[role="alert"]')!.textContent).not.toContain('Could not copy');
  });
});
