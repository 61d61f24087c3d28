import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ChoiceCard, ChoiceCardPlaceholder, ChoiceCards, ChoiceCardsPlaceholder } from './choice-cards';

function Plans({ onChoose = () => undefined }: { onChoose?: (value: string) => void }) {
  const [chosen, setChosen] = useState('monthly');
  const choose = (value: string) => {
    setChosen(value);
    onChoose(value);
  };
  return (
    <ChoiceCards legend="Choose a plan" columns={{ tablet: 3 }} data-testid="plans">
      {['weekly', 'monthly'].map((value) => (
        <ChoiceCard
          key={value}
          id={`plan-${value}`}
          name="plan"
          value={value}
          checked={chosen === value}
          onChoose={() => choose(value)}
          describedBy={`plan-${value}-details`}
          selectedBadge="Chosen"
          data-testid={`plan-${value}`}
          label={<span>{value} plan</span>}
        >
          <p id={`plan-${value}-details`}>{value} details</p>
        </ChoiceCard>
      ))}
    </ChoiceCards>
  );
}

describe('ChoiceCards', () => {
  it('is one radio group named by its legend, each radio named by its card label', () => {
    render(<Plans />);
    const group = screen.getByRole('group', { name: 'Choose a plan' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByRole('radio', { name: 'monthly plan' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'weekly plan' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'weekly plan' })).toHaveAccessibleDescription('weekly details');
  });

  it('picks a card from its label, marks it chosen and moves the badge to it', () => {
    const chosen: string[] = [];
    render(<Plans onChoose={(value) => chosen.push(value)} />);
    expect(screen.getByTestId('plan-monthly')).toHaveAttribute('data-selected');
    expect(screen.getByTestId('plan-monthly')).toHaveTextContent('Chosen');
    fireEvent.click(screen.getByText('weekly plan'));
    expect(chosen).toEqual(['weekly']);
    expect(screen.getByRole('radio', { name: 'weekly plan' })).toBeChecked();
    expect(screen.getByTestId('plan-weekly')).toHaveAttribute('data-selected');
    expect(screen.getByTestId('plan-weekly')).toHaveTextContent('Chosen');
    expect(screen.getByTestId('plan-monthly')).not.toHaveAttribute('data-selected');
    expect(screen.getByTestId('plan-monthly')).not.toHaveTextContent('Chosen');
  });

  it('holds the room while loading: busy, a status for assistive technology, cards hidden from it', () => {
    render(
      <ChoiceCardsPlaceholder label="Loading the plans" columns={{ tablet: 2, wide: 4 }} data-testid="ph">
        <ChoiceCardPlaceholder label={<span>&nbsp;</span>}>
          <p>&nbsp;</p>
        </ChoiceCardPlaceholder>
      </ChoiceCardsPlaceholder>,
    );
    expect(screen.getByTestId('ph')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the plans');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByTestId('ph').querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
