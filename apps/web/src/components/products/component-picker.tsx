import { formatNaira } from '@imole/domain/format';
import { useId, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { ChevronDownIcon } from '../ui/icons.tsx';

export interface ComponentGroup {
  key: string | number;
  /** The category's name, the group's heading in the list. */
  name: string;
  components: readonly { id: number; name: string; unitPrice: number }[];
}

interface ComponentPickerProps {
  groups: readonly ComponentGroup[];
  /** Components already on the package or quote: shown greyed out. */
  taken: ReadonlySet<number>;
  /** The button: "Add to the package". */
  addLabel: string;
  onAdd(componentId: number): void;
}

/**
 * "Add a component" on the package editor (/product-detail) and the pricing page (/confirm-pricing): the components
 * as one native select grouped by category (the phone's own picker), each with its unit price, and an add button.
 */
export function ComponentPicker({ groups, taken, addLabel, onAdd }: ComponentPickerProps) {
  const id = useId();
  const [choice, setChoice] = useState('');
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-dashed border-ink-300 p-4">
      <label htmlFor={id} className="text-sm font-semibold text-ink-800">
        Add a component
      </label>
      <div className="relative">
        <select
          id={id}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          className="block min-h-12 w-full appearance-none rounded-xl border border-ink-300 bg-white pr-10 pl-4 text-base focus:border-ink-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-400"
        >
          <option value="">Choose a component</option>
          {groups.map((group) => (
            <optgroup key={group.key} label={group.name}>
              {group.components.map((component) => (
                <option key={component.id} value={component.id} disabled={taken.has(component.id)}>
                  {component.name} · {formatNaira(component.unitPrice)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-600" />
      </div>
      <Button
        variant="secondary"
        block
        disabled={!choice}
        onClick={() => {
          onAdd(Number(choice));
          setChoice('');
        }}
      >
        {addLabel}
      </Button>
    </div>
  );
}
