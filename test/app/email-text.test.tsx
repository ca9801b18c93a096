import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { EmailText } from '../../src/common/EmailText';

it('lets an address wrap before its @ and its domain’s dots, keeping each part whole, hyphens and all', () => {
  const { container } = render(<EmailText email="alexander.brown63@mueller-soehne.example.com" />);
  const parts = [...container.querySelectorAll('span')];
  expect(parts.map((part) => part.textContent)).toEqual([
    'alexander.brown63',
    '@mueller-soehne',
    '.example',
    '.com',
  ]);
  expect(parts.every((part) => part.style.display === 'inline-block')).toBe(true);
  expect(parts.map((part) => part.nextElementSibling?.tagName ?? null)).toEqual(['WBR', 'WBR', 'WBR', null]);
  expect(container.textContent).toBe('alexander.brown63@mueller-soehne.example.com');
});
