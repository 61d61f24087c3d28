import { useRef, type KeyboardEvent } from 'react';

/**
 * Roving focus in a group of buttons where one is chosen (WAI-ARIA tabs, radio group): the
 * arrow keys choose the next or previous one (wrapping round), Home and End the first and the
 * last, and focus moves with the choice. `arrows`: a tab list answers Left and Right only; a
 * radio group also Up and Down.
 */
export function useRovingFocus<Id>(
  ids: readonly Id[],
  choose: (id: Id) => void,
  arrows: 'horizontal' | 'all',
) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const move = (index: number) => {
    const id = ids[(index + ids.length) % ids.length]!;
    choose(id);
    refs.current.get(id)?.focus();
  };
  return {
    /** The ref of the button for `id`. */
    refOf: (id: Id) => (node: HTMLButtonElement | null) => {
      if (node) refs.current.set(id, node);
      else refs.current.delete(id);
    },
    /** The keydown handler of the button at `index`. */
    onKeyDown: (event: KeyboardEvent, index: number) => {
      const moves: Record<string, number> = {
        ArrowRight: index + 1,
        ArrowLeft: index - 1,
        ...(arrows === 'all' && { ArrowDown: index + 1, ArrowUp: index - 1 }),
        Home: 0,
        End: ids.length - 1,
      };
      const next = moves[event.key];
      if (next === undefined) return;
      event.preventDefault();
      move(next);
    },
  };
}
