import { clearedQuantity } from '@imole/domain/quote-request';
import { useState, type ComponentProps } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';

type QuantityFieldProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'onBlur' | 'onKeyDown'> & {
  value: string;
  onValue(value: string): void;
};

/**
 * A count typed by the person: "How many do you need?", bedrooms, hours. The spec clears a non-numeric quantity
 * (customer spec §5); clearing it key by key made "2.5" into 25, "-3" into 3 and "4x" into 4 without a word. So what
 * is typed stays as typed (the step's rule refuses it meanwhile), and a text that is not a whole number is cleared
 * when the person leaves the field, saying so beside it. A phone's keyboard "Done"/"Go" key (Enter) closes the
 * keyboard without leaving the field, and the step's Continue is disabled meanwhile (customer spec §5), so "abc"
 * stayed in the box: Enter counts as leaving it too.
 */
export function QuantityField({ value, onValue, ...props }: QuantityFieldProps) {
  const [cleared, setCleared] = useState<string | null>(null);
  const clearIfNotWhole = () => {
    const gone = clearedQuantity(value);
    if (gone === null) return;
    setCleared(gone);
    onValue('');
  };
  return (
    <div>
      <TextField
        inputMode="numeric"
        {...props}
        value={value}
        onChange={(event) => {
          setCleared(null);
          onValue(event.target.value);
        }}
        onBlur={clearIfNotWhole}
        onKeyDown={(event) => {
          if (event.key === 'Enter') clearIfNotWhole();
        }}
      />
      {cleared !== null && (
        <p role="status" className="mt-1.5 text-sm text-ink-700">
          “{cleared}” is not a whole number, so it was cleared.
        </p>
      )}
    </div>
  );
}
