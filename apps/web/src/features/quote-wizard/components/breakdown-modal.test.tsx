import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComponentLine } from '../wizard-state.ts';
import { BreakdownModal } from './breakdown-modal.tsx';

const line = (name: string, productName: string, unitPrice: number, quantity = '1'): ComponentLine => ({
  name,
  productId: unitPrice,
  productName,
  unitPrice,
  value: '',
  quantity,
  isNew: true,
});

describe('BreakdownModal', () => {
  it('lists the lines in the catalogue’s order of categories, whatever order they were ticked in', () => {
    // Ticked: panels, then the battery, then the inverter.
    const ticked = [
      line('Solar panels', '550 W panel', 140_000, '4'),
      line('Tubular batteries', '220 Ah tubular battery', 310_000, '2'),
      line('Inverters', '3.5 kVA inverter', 650_000),
    ];
    render(
      <BreakdownModal
        open
        onClose={() => {}}
        lines={ticked}
        order={['Inverters', 'Tubular batteries', 'Lithium batteries', 'Solar panels']}
      />,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Cost breakdown' }));
    const rows = dialog.getAllByRole('row').slice(1, -1); // between the header and the total
    expect(rows.map((row) => row.querySelector('td span')?.textContent)).toEqual([
      '3.5 kVA inverter',
      '220 Ah tubular battery',
      '550 W panel',
    ]);
    expect(ticked.map((l) => l.name)).toEqual(['Solar panels', 'Tubular batteries', 'Inverters']); // not mutated
  });
});
