import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, failure } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render.tsx';
import { AddressField, type AddressSuggestion } from './address-field.tsx';

const victoriaIsland: AddressSuggestion = {
  address: '12 Adeola Odeku Street, Victoria Island',
  description: 'Eti-Osa, Lagos',
  stateId: 25,
  state: 'Lagos',
  lgaId: 502,
  lga: 'Eti-Osa',
};
const vgc: AddressSuggestion = { ...victoriaIsland, address: '12 Adeola Odeku Street, Victoria Garden City' };

/** A parent that owns the address and the state and area a choice fills, as the wizard's step does. */
function Host({ initial = '', onChoose }: { initial?: string; onChoose?: (s: AddressSuggestion) => void }) {
  const [address, setAddress] = useState(initial);
  const [place, setPlace] = useState('');
  return (
    <>
      <AddressField
        label="Full address"
        value={address}
        onChange={setAddress}
        onChoose={(suggestion) => {
          onChoose?.(suggestion);
          setAddress(suggestion.address);
          setPlace(`${suggestion.state} / ${suggestion.lga}`);
        }}
        stateId={25}
      />
      <output data-testid="place">{place}</output>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AddressField', () => {
  it('suggests addresses as the person types, and a tap fills the address, the state and the area', async () => {
    const api = fakeApi({
      'GET Location/SearchAddress': () => ({ provider: 'ours', suggestions: [victoriaIsland, vgc] }),
    });
    const user = userEvent.setup();
    const chosen = vi.fn();
    renderPage(<Host onChoose={chosen} />);
    const input = screen.getByRole('combobox', { name: 'Full address' });
    await user.type(input, '12 Adeola Odeku Street, Victoria');

    const list = await screen.findByRole('listbox', { name: 'Address suggestions' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '12 Adeola Odeku Street, Victoria IslandEti-Osa, Lagos',
      '12 Adeola Odeku Street, Victoria Garden CityEti-Osa, Lagos',
    ]);
    // Typing pauses before asking: one search for the whole address, not one a key, with the chosen state.
    const searches = api.callsTo('GET Location/SearchAddress');
    expect(searches.length).toBeLessThan(5);
    expect(searches.at(-1)?.query.get('query')).toBe('12 Adeola Odeku Street, Victoria');
    expect(searches.at(-1)?.query.get('stateId')).toBe('25');

    await user.click(within(list).getByRole('option', { name: /Victoria Island/ }));
    expect(chosen).toHaveBeenCalledWith(victoriaIsland);
    expect(input).toHaveProperty('value', '12 Adeola Odeku Street, Victoria Island');
    expect(screen.getByTestId('place').textContent).toBe('Lagos / Eti-Osa');
    expect(screen.getByTestId('address-filled').textContent).toBe(
      'State and area set from this address: Eti-Osa, Lagos.',
    );
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves through the suggestions with the arrow keys, chooses with Enter and closes with Escape', async () => {
    fakeApi({ 'GET Location/SearchAddress': () => ({ provider: 'ours', suggestions: [victoriaIsland, vgc] }) });
    const user = userEvent.setup();
    renderPage(<Host />);
    const input = screen.getByRole('combobox', { name: 'Full address' });
    await user.type(input, '12 Adeola Odeku Street, Victoria');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(input).toHaveProperty('value', '12 Adeola Odeku Street, Victoria Garden City');
    expect(screen.getByTestId('place').textContent).toBe('Lagos / Eti-Osa');
  });

  it('keeps free typing: no suggestion, a failed search or fewer than 3 letters leave the text as typed', async () => {
    const api = fakeApi({
      'GET Location/SearchAddress': (request) =>
        request.query.get('query')?.startsWith('Plot')
          ? { provider: 'ours', suggestions: [] }
          : failure(503, 'The address search is not available right now.'),
    });
    const user = userEvent.setup();
    renderPage(<Host />);
    const input = screen.getByRole('combobox', { name: 'Full address' });
    await user.type(input, 'Pl');
    expect(api.callsTo('GET Location/SearchAddress')).toHaveLength(0);
    await user.type(input, 'ot 9 Zzyzx Close');
    await waitFor(() => expect(api.callsTo('GET Location/SearchAddress').length).toBeGreaterThan(0));
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.clear(input);
    await user.type(input, 'Somewhere else entirely');
    await waitFor(() =>
      expect(api.callsTo('GET Location/SearchAddress').at(-1)?.query.get('query')).toBe('Somewhere else entirely'),
    );
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).toHaveProperty('value', 'Somewhere else entirely');
  });

  it('never offers the answer to an earlier text: choosing it would replace what was typed since with less', async () => {
    const api = fakeApi({
      'GET Location/SearchAddress': (request) => ({
        provider: 'ours',
        suggestions:
          request.query.get('query') === '12 Adeola' ? [{ ...victoriaIsland, address: '12 Adeola Odeku Street' }] : [],
      }),
    });
    const user = userEvent.setup();
    renderPage(<Host />);
    const input = screen.getByRole('combobox', { name: 'Full address' });
    await user.type(input, '12 Adeola');
    await screen.findByRole('option', { name: /12 Adeola Odeku Street/ });
    await user.type(input, ' Odeku Street, Victoria');
    // At once: the list of the earlier text goes with the first key.
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() =>
      expect(api.callsTo('GET Location/SearchAddress').at(-1)?.query.get('query')).toBe(
        '12 Adeola Odeku Street, Victoria',
      ),
    );
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('does not search an address it was given (edit mode), only what the person types', async () => {
    const api = fakeApi({ 'GET Location/SearchAddress': () => ({ provider: 'ours', suggestions: [victoriaIsland] }) });
    vi.useFakeTimers();
    try {
      renderPage(<Host initial="12 Adeola Odeku Street, Victoria Island" />);
      // Well past the pause after which a typed address would be searched.
      await act(() => vi.advanceTimersByTimeAsync(2_000));
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByRole('combobox', { name: 'Full address' }).getAttribute('aria-expanded')).toBe('false');
    expect(api.callsTo('GET Location/SearchAddress')).toHaveLength(0);
  });
});
