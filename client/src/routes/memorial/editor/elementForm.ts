/** What every element form takes: the values to start from, the save (which may be refused) and Cancel. */
export interface ElementFormProps<T> {
  initial?: T;
  onSave: (values: T) => Promise<unknown>;
  onCancel?: () => void;
}
