import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubMatchMedia } from './fixtures/browser-stubs';
import { answer } from './fixtures/fake-api';
import { renderApp, signIn } from './render-app';

/** A system that prefers dark (or not), as the browser's matchMedia tells it. */
function systemPrefersDark(dark: boolean) {
  stubMatchMedia((query) => dark && query.includes('prefers-color-scheme: dark'));
}

async function openHome() {
  signIn();
  const view = await renderApp('/home', answer('dashboard'), answer('profile'));
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return view;
}

const darkSwitch = () => within(screen.getByRole('banner')).getByRole('switch', { name: 'Dark mode' });
/** The page's ground colour: each theme paints the body through MUI's CssBaseline. */
const ground = () => getComputedStyle(document.body).backgroundColor;
const DARK_GROUND = 'rgb(18, 20, 23)';

describe('light / dark switch', () => {
  it.each([
    [true, 'true', DARK_GROUND],
    [false, 'false', 'rgb(244, 246, 249)'],
  ])('follows the system until chosen (prefers dark: %s)', async (dark, checked, colour) => {
    systemPrefersDark(dark);
    await openHome();
    expect(darkSwitch()).toHaveAttribute('aria-checked', checked);
    await waitFor(() => expect(ground()).toBe(colour));
  });

  it('switches, and remembers the choice over the system setting', async () => {
    systemPrefersDark(false);
    const user = userEvent.setup();
    const first = await openHome();
    await user.click(darkSwitch());
    expect(darkSwitch()).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(ground()).toBe(DARK_GROUND));
    first.unmount();

    const second = await openHome();
    expect(darkSwitch()).toHaveAttribute('aria-checked', 'true');
    await user.click(darkSwitch());
    second.unmount();
    systemPrefersDark(true);
    await openHome();
    expect(darkSwitch()).toHaveAttribute('aria-checked', 'false');
  });

  it('is named in German', async () => {
    const user = userEvent.setup();
    await openHome();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    // The new language draws the top bar anew: look for the switch in the bar as it is then.
    await waitFor(() =>
      expect(
        within(screen.getByRole('banner')).getByRole('switch', { name: 'Dunkles Design' }),
      ).toBeInTheDocument(),
    );
  });
});
