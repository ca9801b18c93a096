import { render, screen } from '@testing-library/react';
import { reactRouterProvider as reactAdminAdapter } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { reactRouterProvider } from '../../src/providers/routerProvider';

/** The adapter the build gives react-admin instead of its own (vite.config.ts): the same, minus a router. */
describe("the build's react-admin router adapter", () => {
  const ours = reactRouterProvider as unknown as Record<string, unknown>;
  const theirs = reactAdminAdapter as unknown as Record<string, unknown>;

  it("offers what react-admin's own offers", () => {
    expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
  });

  it("hands react-admin the same react-router hooks and components as react-admin's own", () => {
    const ownWork = ['useNavigate', 'useCanBlock', 'RouterWrapper'];
    for (const name of Object.keys(theirs).filter((key) => !ownWork.includes(key))) {
      expect(ours[name], name).toBe(theirs[name]);
    }
  });

  it("renders react-admin inside the app's router, and makes no router of its own", () => {
    const { RouterWrapper } = reactRouterProvider;
    render(
      <MemoryRouter>
        <RouterWrapper>
          <p>inside</p>
        </RouterWrapper>
      </MemoryRouter>,
    );
    expect(screen.getByText('inside')).toBeInTheDocument();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<RouterWrapper>outside</RouterWrapper>)).toThrow(/BrowserRouter/);
  });
});
