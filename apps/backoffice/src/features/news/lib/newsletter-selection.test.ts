import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/lib/memory-storage.test-helper';
import { createNewsletterSelection, selectionKey } from './newsletter-selection';

const reform = { id: 'n1', title: 'Labour reform' };
const tax = { id: 'n2', title: 'Tax calendar' };

function setup(storage = new MemoryStorage()) {
  return { storage, selection: createNewsletterSelection(storage, 'office-a') };
}

describe('the custom newsletter selection', () => {
  it('adds items in the order they were picked', () => {
    const { selection } = setup();
    selection.add(reform);
    selection.add(tax);
    expect(selection.items()).toEqual([reform, tax]);
    expect(selection.has('n2')).toBe(true);
  });

  it('ignores an id already present, even under another title', () => {
    const { selection } = setup();
    selection.add(reform);
    selection.add({ id: 'n1', title: 'Labour reform (edited)' });
    expect(selection.items()).toEqual([reform]);
  });

  it('removes by id, leaving the others', () => {
    const { selection } = setup();
    selection.add(reform);
    selection.add(tax);
    selection.remove('n1');
    expect(selection.items()).toEqual([tax]);
    selection.remove('missing');
    expect(selection.items()).toEqual([tax]);
  });

  it('clearing empties it', () => {
    const { storage, selection } = setup();
    selection.add(reform);
    selection.add(tax);
    selection.clear();
    expect(selection.items()).toEqual([]);
    expect(storage.getItem(selectionKey('office-a'))).toBeNull();
  });

  it('is kept in the storage it was given, one selection per office', () => {
    const storage = new MemoryStorage();
    createNewsletterSelection(storage, 'office-a').add(reform);
    expect(createNewsletterSelection(storage, 'office-a').items()).toEqual([reform]);
    expect(createNewsletterSelection(storage, 'office-b').items()).toEqual([]);
  });

  it('reads a damaged entry as empty', () => {
    const storage = new MemoryStorage();
    storage.setItem(selectionKey('office-a'), '{not json');
    expect(createNewsletterSelection(storage, 'office-a').items()).toEqual([]);
    storage.setItem(selectionKey('office-a'), JSON.stringify([{ id: 1 }]));
    expect(createNewsletterSelection(storage, 'office-a').items()).toEqual([]);
  });

  it('tells its subscribers about each change and gives the same list until one', () => {
    const { selection } = setup();
    const listener = vi.fn();
    const unsubscribe = selection.subscribe(listener);
    const before = selection.items();
    expect(selection.items()).toBe(before);
    selection.add(reform);
    selection.add(reform);
    expect(listener).toHaveBeenCalledOnce();
    expect(selection.items()).not.toBe(before);
    unsubscribe();
    selection.clear();
    expect(listener).toHaveBeenCalledOnce();
  });
});
