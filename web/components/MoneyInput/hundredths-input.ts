import type { UseFormReturnType } from '@mantine/form';
import { hundredthsOf } from '../../../shared/money';

/**
 * Props for a Mantine NumberInput bound to a form field kept in hundredths (paise, or basis
 * points): it shows units (rupees, percent) and stores what was typed exactly (shared/money.ts
 * `hundredthsOf`); what is not a number is stored as NaN, which the field's schema refuses in
 * words.
 */
export function hundredthsInputProps<Values>(form: UseFormReturnType<Values>, path: string) {
  const props = form.getInputProps(path);
  return {
    ...props,
    value: typeof props.value === 'number' && Number.isFinite(props.value) ? props.value / 100 : '',
    decimalScale: 2,
    onChange: (value: string | number) => form.setFieldValue(path as never, hundredthsOf(String(value)) ?? Number.NaN),
  };
}
