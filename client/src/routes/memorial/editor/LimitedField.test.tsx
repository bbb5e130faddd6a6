import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ValidatedForm } from '../../../components/form/ValidatedForm';
import { ElementList } from './ElementList';
import { LimitedField } from './LimitedField';

const errors = () => [...document.querySelectorAll('.field__error')].map((e) => e.textContent);

function StoryTitle({ onSubmit }: { onSubmit: () => void }) {
  const [value, setValue] = useState('');
  return (
    <ValidatedForm onValidSubmit={onSubmit}>
      <LimitedField label="Story title" kind="storyTitle" value={value} onChange={setValue} />
      <button type="submit">Save</button>
    </ValidatedForm>
  );
}

describe('LimitedField (content spec §5)', () => {
  it('says a too-long text at once, in the spec’s words, and the form will not submit it', async () => {
    const onSubmit = jest.fn();
    render(<StoryTitle onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Story title' });
    fireEvent.change(input, { target: { value: 'x'.repeat(257) } });
    expect(errors()).toEqual(['The title you entered is too long. 257 (Max: 256)']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'x'.repeat(256) } });
    expect(errors()).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says a too-short text only once the field is left or a submit tried', () => {
    render(<StoryTitle onSubmit={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Story title' });
    fireEvent.change(input, { target: { value: '  ' } });
    expect(errors()).toEqual([]);
    fireEvent.blur(input);
    expect(errors()).toEqual(['The title you entered is too short. 0 (Min: 1)']);
  });
});

describe('ElementList', () => {
  function Stories() {
    const [items, setItems] = useState(['Enlistment', 'Antietam', 'Home']);
    return (
      <ElementList
        items={items}
        keyOf={(s) => s}
        labelOf={(s) => s}
        render={(s) => <span>{s}</span>}
        onReorder={setItems}
      />
    );
  }
  const order = () => [...document.querySelectorAll('.element-row__body')].map((e) => e.textContent);

  it('moves an element with its buttons and with Alt+Arrow keys; the ends cannot move further', () => {
    render(<Stories />);
    expect((screen.getByRole('button', { name: 'Move Enlistment up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Enlistment down' }));
    expect(order()).toEqual(['Antietam', 'Enlistment', 'Home']);
    fireEvent.keyDown(screen.getByText('Home'), { key: 'ArrowUp', altKey: true });
    expect(order()).toEqual(['Antietam', 'Home', 'Enlistment']);
    fireEvent.keyDown(screen.getByText('Home'), { key: 'ArrowUp' });
    expect(order()).toEqual(['Antietam', 'Home', 'Enlistment']);
  });
});
