import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Form } from '../../src/public/Form';
import { Toasts } from '../../src/public/Toasts';

describe('a public form (sign-in, password pages) whose checks cannot be loaded', () => {
  it('says the server cannot be reached and sends nothing', async () => {
    const onSubmit = vi.fn();
    const validator = { validate: () => Promise.reject(new TypeError('Failed to fetch')), preload() {} };
    render(
      <>
        <Form validator={validator} onSubmit={onSubmit}>
          <button type="submit">Send</button>
        </Form>
        <Toasts />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server cannot be reached. Please try again in a moment.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
