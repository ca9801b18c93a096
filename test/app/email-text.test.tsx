import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { EmailText } from '../../src/common/EmailText';

it('lets an address wrap before its @ and its domain’s dots, keeping the name before the @ whole', () => {
  const { container } = render(<EmailText email="alexander.brown63@inbox.example.com" />);
  expect(container.innerHTML).toBe('alexander.brown63<wbr>@inbox<wbr>.example<wbr>.com');
  expect(container.textContent).toBe('alexander.brown63@inbox.example.com');
});
