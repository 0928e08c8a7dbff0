import { afterEach, describe, expect, it } from 'vitest';
import { foldText, matchesSearch, readSearch, searchWords, writeSearch } from './menu-search';

const pho = { name: 'Phở Bò', description: 'Rice noodle soup with beef and fresh herbs.' };
const brulee = { name: 'Crème brûlée', description: 'Vanilla custard under burnt sugar.' };
const curry = { name: 'Green Curry', description: 'Coconut milk, Thai basil, bamboo shoots. Spicy.' };

describe('menu search', () => {
  afterEach(() => window.sessionStorage.clear());

  it('folds case and accents, including stacked marks (Vietnamese)', () => {
    expect(foldText('Phở')).toBe('pho');
    expect(foldText('Crème BRÛLÉE')).toBe('creme brulee');
    expect(foldText('Ả Rập')).toBe('a rap');
    expect(foldText('Müesli')).toBe('muesli');
  });

  it('splits the query into folded words, ignoring blanks and commas', () => {
    expect(searchWords('  Pho,  BÒ ')).toEqual(['pho', 'bo']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('finds a dish by its name without accents, and "creme" finds "Crème"', () => {
    expect(matchesSearch(pho, searchWords('pho'))).toBe(true);
    expect(matchesSearch(brulee, searchWords('creme'))).toBe(true);
    expect(matchesSearch(curry, searchWords('pho'))).toBe(false);
  });

  it('looks in the description too, and every word must match', () => {
    expect(matchesSearch(curry, searchWords('basil'))).toBe(true);
    expect(matchesSearch(curry, searchWords('coconut spicy'))).toBe(true);
    expect(matchesSearch(curry, searchWords('coconut beef'))).toBe(false);
    expect(matchesSearch(pho, searchWords('noodle beef'))).toBe(true);
  });

  it('an empty query matches everything', () => {
    expect(matchesSearch(curry, [])).toBe(true);
  });

  it('a word does not match across the name and the description', () => {
    // "bo" + "rice" would join into "borice" if the texts were glued together without a separator.
    expect(matchesSearch(pho, searchWords('borice'))).toBe(false);
  });

  it('keeps the query for this tab, and forgets a blank one', () => {
    expect(readSearch()).toBe('');
    writeSearch('pho');
    expect(readSearch()).toBe('pho');
    writeSearch('  ');
    expect(readSearch()).toBe('');
  });
});
