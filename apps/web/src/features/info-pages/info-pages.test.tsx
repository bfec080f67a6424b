import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { nb } from '../../lib/nb';
import { storageKeys } from '../../lib/storage';
import { clickIntoChat, recordChatCalls } from '../../test/chat-calls';
import { answerTo, bot, botName, publicInfo } from '../../test/fixtures';
import { api } from '../../test/handlers';
import { renderApp, renderInRouter } from '../../test/render';
import { server } from '../../test/server';
import { PrivacyPage } from './privacy-page';

async function openPage(path: string, heading: string) {
  const rendered = renderApp(`/${bot}/${path}`);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { ...rendered, main: screen.getByRole('main') };
}

describe('the information pages', () => {
  it.each([
    { path: 'personvern', title: nb.privacy, text: 'Testfirma AS har ansvaret.' },
    { path: 'formål', title: nb.purpose, text: 'Testa finnes for å prøve ting.' },
    {
      path: 'menneskene-bak',
      title: nb.peopleBehindTitle(botName),
      text: 'Et lite testlag står bak Testa.',
    },
  ])(
    '$title shows its content, says the facts are made up, and links the statement',
    async ({ path, title, text }) => {
      const { main } = await openPage(path, title);
      expect(within(main).getByText(text)).toBeVisible();
      expect(within(main).getByRole('note')).toHaveTextContent(nb.exampleFacts);
      await waitFor(() => expect(document.title).toBe(`${title} – ${botName}`));
      expect(screen.getByRole('link', { name: nb.skipToContent })).toBeInTheDocument();
      expect(
        within(screen.getByRole('contentinfo')).getByRole('link', {
          name: nb.accessibilityStatement,
        }),
      ).toHaveAttribute('href', publicInfo.about.accessibilityStatementUrl);
    },
  );

  it("hides the content with 'Skjul innholdet' and shows it again with 'Vis innholdet'", async () => {
    const { user, main } = await openPage('formål', nb.purpose);
    const text = within(main).getByText('Testa finnes for å prøve ting.');
    const hide = within(main).getByRole('button', { name: nb.hideContent });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(text).not.toBeVisible();
    const show = within(main).getByRole('button', { name: nb.showContent });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(text).toBeVisible();
  });

  it("'Chat med {name}' opens the chat, which sends the page's question", async () => {
    const calls = recordChatCalls();
    const { router } = await openPage('personvern', nb.privacy);
    await clickIntoChat(screen.getByRole('link', { name: nb.chatWithButton(botName) }));
    await vi.waitFor(() => expect(calls.messages).toHaveLength(1));
    const question = calls.messages[0]!.message;
    expect(question).not.toBe('');
    expect(await screen.findByText(answerTo(question).message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/${bot}/chat`);
  });

  it("'Menneskene bak' shows the portraits from the landing's content, or the text alone", async () => {
    const { main, unmount } = await openPage('menneskene-bak', nb.peopleBehindTitle(botName));
    expect(within(main).getByRole('img', { name: 'En tegnet person' })).toBeInTheDocument();
    unmount();
    server.use(http.get(api('/Page/GetLandingForClient/:chatbot'), () => HttpResponse.error()));
    const again = await openPage('menneskene-bak', nb.peopleBehindTitle(botName));
    expect(within(again.main).queryByRole('img')).not.toBeInTheDocument();
    expect(within(again.main).getByText('Et lite testlag står bak Testa.')).toBeInTheDocument();
  });

  it("'Total tidsbruk' counts this device's minutes and sessions", async () => {
    localStorage.setItem(
      storageKeys.sessions,
      JSON.stringify([
        { start: '2026-03-02T09:00:00.000Z', end: '2026-03-02T09:04:30.000Z' },
        { start: '2026-03-02T12:00:00.000Z', end: '2026-03-02T12:01:00.000Z' },
      ]),
    );
    const { main } = await openPage('tidsbruk', nb.usageTitle);
    expect(
      within(main).getByText(`${nb.minutes(6)}, ${nb.sessions(2)}`, { exact: true }),
    ).toBeInTheDocument();
    const days = within(main).getAllByRole('listitem');
    expect(days).toHaveLength(1);
    expect(days[0]).toHaveTextContent(`${nb.minutes(6)}, ${nb.sessions(2)}`);
  });

  it("as a modal over the chat, 'Lukk' and Escape close the page", async () => {
    const onClose = vi.fn<() => void>();
    const { user } = renderInRouter(<PrivacyPage info={publicInfo} isModal onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: nb.privacy });
    expect(within(dialog).getByRole('button', { name: nb.close })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: nb.close }));
    expect(onClose).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
