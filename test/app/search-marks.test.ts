import { describe, expect, it } from 'vitest';
import { markWords, matchedFields } from '../../src/layout/search/matches';

const marked = (text: string, words: string[]) =>
  markWords(text, words)
    ?.filter((part) => part.marked)
    .map((part) => part.text);

describe('the global search’s marks', () => {
  it('marks a word as the search finds it: in any case, composed or not', () => {
    expect(marked('Zora Müller', ['müller'])).toEqual(['Müller']);
    expect(marked('Zora MÜLLER', ['Müller'])).toEqual(['MÜLLER']);
    expect(marked('Zora Mu\u0308ller', ['MÜLLER'])).toEqual(['Müller']);
    expect(marked('Anna-Anna Annabel', ['ann'])).toEqual(['Ann', 'Ann', 'Ann']);
    expect(marked('Amelia Miller', ['müller'])).toBeUndefined();
  });

  it('does not mark what the search would not find: accents count', () => {
    expect(marked('Zora Müller', ['muller'])).toBeUndefined();
  });

  it('keeps each mark on whole characters where folding changes their length', () => {
    expect(marked('İpek Yılmaz', ['i̇pek'])).toEqual(['İpek']);
    expect(marked('ΟΔΟΣ', ['οδος'])).toEqual(['ΟΔΟΣ']);
  });

  it('names, for each word, the first field that holds it', () => {
    const fields = [
      { source: 'candidate_name', label: 'name' },
      { source: 'candidate_email', label: 'email' },
      { source: 'vacancy.vacancy_company.company_name', label: 'company' },
    ];
    const record = {
      candidate_name: 'Amelia Miller',
      candidate_email: 'amelia@mail.example',
      vacancy: { vacancy_company: { company_name: 'Müller Amelia GmbH' } },
    };
    const found = (words: string[]) => matchedFields(record, fields, words).map((field) => field.label);
    expect(found(['amelia'])).toEqual(['name']);
    expect(found(['amelia', 'müller'])).toEqual(['name', 'company']);
    expect(found(['mail'])).toEqual(['email']);
  });
});
