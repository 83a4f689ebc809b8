interface LabelOptionsProps<Value extends string | number> {
  /** The values, in the order offered. */
  values: readonly Value[];
  /** What each value reads as. */
  labels: Record<Value, string>;
}

/** A Select's choices over a fixed set (a status, a type, a weekday): one `<option>` per value, showing its label. */
export function LabelOptions<Value extends string | number>({ values, labels }: LabelOptionsProps<Value>) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
