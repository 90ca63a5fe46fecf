import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SwitchToggle } from './switch-toggle.tsx';
import { Tag } from './tag.tsx';

describe('the tag element and the switch toggle (checkout-and-account.md §2)', () => {
  afterEach(cleanup);

  it('shows a plain tag as a label, not a control', () => {
    render(<Tag label="Passée" colour="secondary" />);
    expect(screen.getByText('Passée').tagName).toBe('SPAN');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('flips a clickable tag on each click and reports the new state', () => {
    const onToggle = vi.fn();
    render(<Tag label="Restaurants" colour="yellow" onToggle={onToggle} />);
    const tag = screen.getByRole('button', { name: 'Restaurants' });
    fireEvent.click(tag);
    fireEvent.click(tag);
    fireEvent.click(tag);
    expect(onToggle.mock.calls).toEqual([[true], [false], [true]]);
    expect(tag.getAttribute('aria-pressed')).toBe('true');
  });

  it('is a switch that reports the state it asks for', () => {
    const onChange = vi.fn();
    render(<SwitchToggle label="Nouveautés" isOn={false} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Nouveautés' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
