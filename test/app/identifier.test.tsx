import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Identifier, idPieces } from '../../src/common/Identifier';
import { answer, itemsOf } from './fixtures/fake-api';
import { renderApp, served, signIn } from './render-app';

/** A folder id as the demo makes them: 33 characters. */
const FOLDER_ID = '1aB3dE5fG7hI9jK1lM3nO5pQ7rS9tU1vW';

/** The pieces of an id as rendered: each kept whole, a possible line break (<wbr>) between two. */
const renderedPieces = (container: HTMLElement) =>
  [...container.querySelectorAll('span')].map((piece) => ({
    text: piece.textContent,
    whole: piece.style.display === 'inline-block',
    breakAfter: piece.nextElementSibling?.tagName === 'WBR',
  }));

describe('Identifier', () => {
  it('cuts an id into even pieces, none of one or two characters', () => {
    expect(idPieces(FOLDER_ID).map((piece) => piece.length)).toEqual([7, 7, 7, 6, 6]);
    expect(idPieces(FOLDER_ID).join('')).toBe(FOLDER_ID);
    for (let length = 9; length <= 80; length += 1) {
      expect(Math.min(...idPieces('x'.repeat(length)).map((piece) => piece.length))).toBeGreaterThanOrEqual(
        4,
      );
    }
    expect(idPieces('F-100')).toEqual(['F-100']);
  });

  it('breaks a line only between whole pieces, and reads as the id', () => {
    const { container } = render(<Identifier id={FOLDER_ID} />);
    expect(renderedPieces(container)).toEqual([
      { text: '1aB3dE5', whole: true, breakAfter: true },
      { text: 'fG7hI9j', whole: true, breakAfter: true },
      { text: 'K1lM3nO', whole: true, breakAfter: true },
      { text: '5pQ7rS', whole: true, breakAfter: true },
      { text: '9tU1vW', whole: true, breakAfter: false },
    ]);
    expect(container.textContent).toBe(FOLDER_ID);
  });

  it('shows a customer’s folder id that way on its details screen', async () => {
    const [acme] = itemsOf('customerDetail') as [Record<string, unknown>];
    signIn('SubAdmin');
    await renderApp(
      `/customer/details/all/${String(acme.company_uid)}`,
      answer('profile'),
      served('GET', 'companyDetail', 200, { status: 200, response: [{ ...acme, folder_id: FOLDER_ID }] }),
    );
    const label = await screen.findByText('Folder ID', { selector: 'dt' });
    const value = label.nextElementSibling as HTMLElement;
    expect(value.textContent).toBe(FOLDER_ID);
    expect(renderedPieces(value).map((piece) => piece.text)).toEqual(idPieces(FOLDER_ID));
  });
});
