import type { ChatbotPublicInfo } from '@dina/contracts';
import { MAX_MESSAGE_LENGTH } from '@dina/contracts/limits';
import { render, screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { nb } from '../../lib/nb';
import { publicInfo } from '../../test/fixtures';
import { setupUser } from '../../test/render';
import { ChatFooter } from './chat-footer';

/** The footer as the chat screen holds it: the screen owns the extension's open state. */
function Harness(props: {
  info: ChatbotPublicInfo;
  onSend: (label: string, value: string) => void;
  onRestart: () => void;
  onTopic: (id: number) => void;
  onShowPrivacy: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <ChatFooter {...props} inputRef={input} extensionOpen={open} onExtensionOpenChange={setOpen} />
  );
}

function setup(info: ChatbotPublicInfo = publicInfo) {
  const handlers = {
    onSend: vi.fn<(label: string, value: string) => void>(),
    onRestart: vi.fn<() => void>(),
    onTopic: vi.fn<(id: number) => void>(),
    onShowPrivacy: vi.fn<() => void>(),
  };
  const user = setupUser();
  render(<Harness info={info} {...handlers} />);
  const field = screen.getByRole('textbox', { name: nb.askLabel });
  return { ...handlers, user, field };
}

const sendButton = () => screen.getByRole('button', { name: nb.send });
const suggestionsButton = () => screen.getByRole('button', { name: nb.suggestionsButton });

describe('ChatFooter: the send form', () => {
  it("shows 'Spør {name}' in the field labelled 'Ditt spørsmål', with 'Send' and 'Start på nytt'", () => {
    const { field } = setup();
    expect(field).toHaveAttribute('placeholder', nb.askPlaceholder(publicInfo.name));
    expect(sendButton()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: nb.restart })).toBeInTheDocument();
  });

  it('sends the typed message with Enter, clears the field and keeps its focus', async () => {
    const { onSend, user, field } = setup();
    await user.type(field, 'Hva er en prøve?{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hva er en prøve?', 'Hva er en prøve?');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('never sends an empty or whitespace-only message', async () => {
    const { onSend, user, field } = setup();
    await user.click(sendButton());
    await user.type(field, '{Enter}');
    await user.type(field, '   \t {Enter}');
    await user.click(sendButton());
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does not send a message over the limit and keeps it in the field', async () => {
    const { onSend, user, field } = setup();
    const long = 'a'.repeat(MAX_MESSAGE_LENGTH + 1);
    await user.click(field);
    await user.paste(long);
    await user.click(sendButton());
    expect(onSend).not.toHaveBeenCalled();
    expect(field).toHaveValue(long);
    expect(screen.getByText(nb.tooLong(long.length, MAX_MESSAGE_LENGTH))).toBeInTheDocument();
  });

  it("'Start på nytt' asks the screen to restart", async () => {
    const { onRestart, onSend, user } = setup();
    await user.click(screen.getByRole('button', { name: nb.restart }));
    expect(onRestart).toHaveBeenCalledOnce();
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('ChatFooter: personal data', () => {
  it('warns before sending a phone number; the visitor may edit it', async () => {
    const { onSend, user, field } = setup();
    await user.type(field, 'ring meg på 912 34 567{Enter}');
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(nb.privacyWarning(nb.personalData.phone));
    expect(onSend).not.toHaveBeenCalled();
    expect(within(warning).getByRole('button', { name: nb.editMessage })).toHaveFocus();
    await user.click(within(warning).getByRole('button', { name: nb.editMessage }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('ring meg på 912 34 567');
  });

  it("'Send likevel' sends it as typed; 'Les om personvern' opens the privacy page", async () => {
    const { onSend, onShowPrivacy, user, field } = setup();
    await user.type(field, 'min e-post er kari@eksempel.test{Enter}');
    await user.click(screen.getByRole('button', { name: nb.readAboutPrivacy }));
    expect(onShowPrivacy).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: nb.sendAnyway }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith(
      'min e-post er kari@eksempel.test',
      'min e-post er kari@eksempel.test',
    );
    expect(field).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("ChatFooter: 'Forslag' and the keyboard extension", () => {
  it('opens the suggestions split in half into two rows, after the button', async () => {
    const { user } = setup();
    const toggle = suggestionsButton();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: nb.suggestionsLabel })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: nb.suggestionsLabel });
    const rows = within(group).getAllByRole('list');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ),
    ).toEqual([['Hva er en prøve?', 'Mat'], ['Søvn']]);
    // Reading and Tab order: the suggestions follow the button that shows them.
    expect(toggle.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: nb.suggestionsLabel })).not.toBeInTheDocument();
  });

  it('a suggestion sends its value as both label and message, and closes the extension', async () => {
    const { onSend, user, field } = setup();
    await user.click(suggestionsButton());
    await user.click(screen.getByRole('button', { name: 'Mat' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hva kan jeg spise?', 'Hva kan jeg spise?');
    expect(suggestionsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveFocus();
  });

  it("lists the topics under 'Les om'; one opens its sub-page", async () => {
    const { onTopic, onSend, user } = setup();
    await user.click(suggestionsButton());
    const topics = screen.getByRole('list', { name: nb.extensionTopicsLabel });
    await user.click(within(topics).getByRole('button', { name: 'Om kosthold' }));
    expect(onTopic).toHaveBeenCalledExactlyOnceWith(21);
    expect(onSend).not.toHaveBeenCalled();
  });

  it("has no 'Forslag' button without suggestions and topics, and one for either alone", () => {
    const none = { ...publicInfo, questionSuggestions: [], keyboardExtensionTopics: [] };
    const { unmount } = render(<Harness info={none} {...noop} />);
    expect(screen.queryByRole('button', { name: nb.suggestionsButton })).not.toBeInTheDocument();
    unmount();
    render(<Harness info={{ ...publicInfo, questionSuggestions: [] }} {...noop} />);
    expect(suggestionsButton()).toBeInTheDocument();
  });
});

const noop = { onSend: () => {}, onRestart: () => {}, onTopic: () => {}, onShowPrivacy: () => {} };
