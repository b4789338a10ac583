// A price field that shows pounds while its form holds pence (the rate card's unit).
import { NumberInput } from "@mantine/core";

interface PoundsInputProps {
  label: string;
  /** Pence; undefined: empty. */
  value: number | undefined;
  onChange: (pence: number | undefined) => void;
  onBlur?: () => void;
  error?: string | undefined;
  placeholder?: string;
}

export function PoundsInput({ value, onChange, ...rest }: PoundsInputProps) {
  return (
    <NumberInput
      {...rest}
      prefix="£"
      min={0}
      decimalScale={2}
      thousandSeparator=","
      value={value === undefined ? "" : value / 100}
      onChange={(pounds) => onChange(pounds === "" ? undefined : Math.round(Number(pounds) * 100))}
    />
  );
}
