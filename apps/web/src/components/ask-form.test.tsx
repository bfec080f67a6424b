import { MAX_MESSAGE_LENGTH } from '@dina/contracts/limits';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { nb } from '../lib/nb';
import { setupUser } from '../test/render';
import { AskForm } from './ask-form';

/** The form as its callers use it: they own the text and clear it when a question is taken. */
function Harness({ onAsk, allowEmpty }: { onAsk: (text: string) => void; allowEmpty?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <AskForm
      className="test-form"
      label="Ditt testspørsmål"
      placeholder="Skriv her"
      submitLabel="Send inn"
      value={value}
      onChange={setValue}
      allowEmpty={allowEmpty}
      onAsk={(text) => {
        onAsk(text);
        setValue('');
      }}
    />
  );
}

function setup(allowEmpty?: boolean) {
  const onAsk = vi.fn<(text: string) => void>();
  const user = setupUser();
  render(<Harness onAsk={onAsk} allowEmpty={allowEmpty} />);
  const field = screen.getByRole('textbox', { name: 'Ditt testspørsmål' });
  const submit = screen.getByRole('button', { name: 'Send inn' });
  return { onAsk, user, field, submit };
}

describe('AskForm', () => {
  it('labels the field visibly, besides its placeholder', () => {
    const { field } = setup();
    expect(field).toHaveAttribute('placeholder', 'Skriv her');
    expect(screen.getByText('Ditt testspørsmål').tagName).toBe('LABEL');
  });

  it('passes on the typed question with Enter, and keeps focus in the field', async () => {
    const { onAsk, user, field } = setup();
    await user.type(field, 'Hva er en prøve?{Enter}');
    expect(onAsk).toHaveBeenCalledExactlyOnceWith('Hva er en prøve?');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');
  });

  it('does not pass on an empty or blank question', async () => {
    const { onAsk, user, field, submit } = setup();
    await user.click(submit);
    await user.type(field, '   {Enter}');
    await user.click(submit);
    expect(onAsk).not.toHaveBeenCalled();
    expect(field).toHaveFocus();
  });

  it('passes on an empty question where the caller allows it (the landing)', async () => {
    const { onAsk, user, submit } = setup(true);
    await user.click(submit);
    expect(onAsk).toHaveBeenCalledExactlyOnceWith('');
  });

  it('counts the characters left only near the limit', async () => {
    const { user, field } = setup();
    await user.click(field);
    await user.paste('a'.repeat(MAX_MESSAGE_LENGTH - 100));
    expect(screen.queryByText(/tegn igjen/)).not.toBeInTheDocument();
    await user.type(field, 'b');
    expect(screen.getByText(nb.charactersLeft(99))).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(nb.charactersLeft(99));
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a question over the limit in the field, says why and does not pass it on', async () => {
    const { onAsk, user, field } = setup();
    const long = 'x'.repeat(MAX_MESSAGE_LENGTH + 12);
    await user.click(field);
    await user.paste(long);
    await user.keyboard('{Enter}');
    expect(onAsk).not.toHaveBeenCalled();
    expect(field).toHaveValue(long);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(nb.tooLong(long.length, MAX_MESSAGE_LENGTH));
  });

  it('passes on a question of exactly the limit', async () => {
    const { onAsk, user, field } = setup();
    await user.click(field);
    await user.paste('y'.repeat(MAX_MESSAGE_LENGTH));
    expect(screen.getByText(nb.charactersLeft(0))).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onAsk).toHaveBeenCalledExactlyOnceWith('y'.repeat(MAX_MESSAGE_LENGTH));
  });
});
