import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

afterEach(cleanup);

describe('a button whose action runs', () => {
  it('keeps the focus, said busy and unavailable, and does nothing when pressed', () => {
    const onClick = vi.fn();
    render(
      <Button isPending onClick={onClick}>
        Payer
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Payer' });
    button.focus();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('submits no form while pending, and submits it once the action is over', () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" isPending>
          Continuer
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(onSubmit).not.toHaveBeenCalled();

    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit">Continuer</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Continuer' });
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
