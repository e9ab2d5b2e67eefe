import { hasStoredSession, onStoredSessionChange } from '../../account/rules/auth-storage.ts';
import { prefersReducedMotion } from '../../shared/rules/motion.ts';

function setupMenu(toggle: HTMLButtonElement, menu: HTMLElement): void {
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    if (open) menu.setAttribute('data-open', '');
    else menu.removeAttribute('data-open');
  };
  // From here this script handles the button; the early handler in PAGE_START steps aside.
  toggle.dataset['menuReady'] = '';
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    setOpen(open);
    if (open) menu.querySelector<HTMLElement>('a, button')?.focus();
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && toggle.getAttribute('aria-expanded') === 'true') {
      setOpen(false);
      toggle.focus();
    }
  });
  toggle.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') setOpen(false);
  });
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('.site-nav')) setOpen(false);
  });
}

/** On the home page the logo scrolls to the top instead of reloading. */
function setupLogo(logo: HTMLAnchorElement): void {
  logo.addEventListener('click', (event) => {
    if (window.location.pathname !== '/') return;
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    history.replaceState(null, '', '/');
  });
}

/** Shows Sign In or Sign Out from the stored session, without loading supabase-js. */
function setupSessionButtons(): void {
  const signIn = document.querySelector<HTMLAnchorElement>('[data-session="signed-out"]');
  const signOut = document.querySelector<HTMLButtonElement>('[data-session="signed-in"]');
  if (!signIn || !signOut) return;
  const render = () => {
    const signedIn = hasStoredSession();
    signIn.hidden = signedIn;
    signOut.hidden = !signedIn;
    // What `.signed-in-only` / `.signed-out-only` show follows a sign-in or sign-out in another tab.
    document.documentElement.classList.toggle('has-session', signedIn);
  };
  render();
  // Only a learner with a session loads what is theirs: sign-out made ready, "Continue learning" pointed at the next module.
  const preload = () => {
    if (hasStoredSession()) void import('../../account/page-scripts/signed-in.ts').catch(() => {});
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(preload);
  else setTimeout(preload, 2000);
  // A session that begins on this page (a confirmation link taken here, a sign-in in another tab) loads it too.
  onStoredSessionChange(() => {
    render();
    preload();
  });
  signOut.addEventListener('click', async () => {
    signOut.disabled = true;
    const { signOutAndGoHome } = await import('../../account/stores/sign-out.ts');
    await signOutAndGoHome(undefined, JSON.parse(signOut.dataset.words ?? 'null') ?? undefined);
    signOut.disabled = false;
  });
}

/** Wires the header: mobile menu, logo, and the session button. */
export function initSiteHeader(): void {
  const toggle = document.querySelector<HTMLButtonElement>('.menu-toggle');
  const menu = document.querySelector<HTMLElement>('#site-menu');
  if (toggle && menu) setupMenu(toggle, menu);
  const logo = document.querySelector<HTMLAnchorElement>('[data-logo]');
  if (logo) setupLogo(logo);
  setupSessionButtons();
}
