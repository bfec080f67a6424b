import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { nb } from '../../lib/nb';
import { clickIntoChat, recordChatCalls } from '../../test/chat-calls';
import { answerTo, bot, botName, landingPage, publicInfo, tiles } from '../../test/fixtures';
import { api } from '../../test/handlers';
import { renderApp } from '../../test/render';
import { server } from '../../test/server';
import { advance, fakeTimeouts, waitInRealTime } from '../../test/timers';

/** Opens the test chatbot's landing and waits for its heading. */
async function openLanding() {
  const rendered = renderApp(`/${bot}`);
  await screen.findByRole('heading', { level: 1, name: landingPage.intro.heading });
  const field = screen.getByRole('textbox', { name: nb.questionLabel(botName) });
  const chatButton = screen.getByRole('button', { name: nb.chatWith(botName) });
  return { ...rendered, field, chatButton };
}

const visitorMessages = () =>
  within(screen.getByRole('log', { name: nb.conversation }))
    .queryAllByText(nb.youWrote)
    .map((hint) => hint.nextElementSibling?.textContent);

describe('the landing screen', () => {
  it("shows the intro from the content, a question field and 'Chat med {name}!'", async () => {
    const { field } = await openLanding();
    expect(screen.getByText('liten').tagName).toBe('EM');
    expect(field).toHaveAttribute('placeholder', nb.questionPlaceholder);
    expect(screen.getByText(nb.scrollHint)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(nb.landingTitle(botName)));
    expect(screen.getByRole('link', { name: nb.skipToContent })).toHaveAttribute(
      'href',
      '#innhold',
    );
  });

  it('opens the chat with the typed question, which the chat sends as is', async () => {
    const calls = recordChatCalls();
    const { user, router, field, chatButton } = await openLanding();
    await user.click(field);
    await user.paste('  Hva er en prøve?');
    await clickIntoChat(chatButton);
    expect(visitorMessages()).toEqual(['  Hva er en prøve?']);
    // The page shows whitespace collapsed, as Testing Library reads it.
    const answer = answerTo('  Hva er en prøve?').message.replace(/\s+/g, ' ');
    expect(await screen.findByText(answer)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/${bot}/chat`);
    expect(calls.messages.map((m) => m.message)).toEqual(['  Hva er en prøve?']);
    expect(field).not.toBeInTheDocument();
  });

  it('with nothing typed, opens the chat with the welcome alone and no error', async () => {
    const calls = recordChatCalls();
    const { router, chatButton } = await openLanding();
    fakeTimeouts();
    fireEvent.click(chatButton);
    await waitInRealTime(() => screen.getByText('Hei! Jeg er Testa.'));
    expect(router.state.location.pathname).toBe(`/${bot}/chat`);
    advance(1_000);
    expect(visitorMessages()).toEqual([]);
    expect(calls.messages).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows each tile, even ones left and odd ones right, with 'Les om …' and 'Spør … om …'", async () => {
    await openLanding();
    const articles = within(screen.getByRole('region', { name: nb.tilesLabel })).getAllByRole(
      'article',
    );
    expect(articles).toHaveLength(tiles.length);
    for (const [i, tile] of tiles.entries()) {
      const article = articles[i]!;
      expect(article).toHaveAccessibleName(tile.header);
      expect(article).toHaveClass(i % 2 === 0 ? 'tile--left' : 'tile--right');
      expect(
        within(article).getByRole('link', { name: nb.readAbout(tile.linkText) }),
      ).toHaveAttribute('href', `/${bot}/side/${tile.subPageId}`);
    }
    expect(within(articles[0]!).getByRole('img', { name: 'Et flisikon' })).toHaveAttribute(
      'src',
      `/api/Chat/Media/${bot}/flis.svg`,
    );
  });

  it("a tile's 'Spør {name} om …' sends the tile's whole question in the chat", async () => {
    await openLanding();
    const [tile] = tiles;
    await clickIntoChat(screen.getByRole('link', { name: nb.askAbout(botName, tile!.linkText) }));
    expect(visitorMessages()).toEqual([tile!.question]);
    expect(await screen.findByText(answerTo(tile!.question).message)).toBeInTheDocument();
  });

  it('shows the facts with their fixed links, the people behind, follow-along and partners', async () => {
    await openLanding();
    const facts = screen.getByRole('region', { name: landingPage.facts.heading });
    expect(
      within(facts)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Anonym', 'Laget av folk']);
    expect(within(facts).getByRole('link', { name: 'Les om personvern' })).toHaveAttribute(
      'href',
      '/dina/personvern',
    );
    expect(within(facts).getByRole('link', { name: 'Les om menneskene bak' })).toHaveAttribute(
      'href',
      '/dina/menneskene-bak',
    );
    const people = screen.getByRole('region', { name: landingPage.peopleBehind.heading });
    expect(within(people).getByRole('img', { name: 'En tegnet person' })).toBeInTheDocument();
    expect(within(people).getByRole('link', { name: 'Møt folka' })).toHaveAttribute(
      'href',
      `/${bot}/menneskene-bak`,
    );
    expect(screen.getByRole('heading', { name: 'Appen kommer' })).toBeInTheDocument();
    const partners = screen.getByRole('region', { name: landingPage.partners.heading });
    expect(within(partners).getByRole('heading', { name: 'Testfirma AS' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: nb.askMe })).toHaveAttribute('href', `/${bot}/chat`);
  });

  it('without its content sections or tiles, still shows the intro from nb and the question', async () => {
    server.use(
      http.get(api('/Page/GetLandingForClient/:chatbot'), () => HttpResponse.error()),
      http.get(api('/Page/GetTilesForClient/:chatbot'), () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(`/${bot}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: nb.landingHeading(botName) }),
    ).toBeInTheDocument();
    expect(screen.getByText(nb.landingLead(botName))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: nb.questionLabel(botName) })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: nb.tilesLabel })).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('sends a chatbot without a landing page to its chat', async () => {
    server.use(
      http.get(api('/ChatBot/GetPublicInfo/:chatbot'), () =>
        HttpResponse.json({ ...publicInfo, hasLandingPage: false }),
      ),
    );
    const { router } = renderApp(`/${bot}`);
    await screen.findByRole('log', { name: nb.conversation });
    expect(router.state.location.pathname).toBe(`/${bot}/chat`);
  });
});
