import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { nb } from '../../lib/nb';
import { answerTo, bot, botName, publicInfo, subPages } from '../../test/fixtures';
import { clickIntoChat } from '../../test/chat-calls';
import { api } from '../../test/handlers';
import { renderApp, renderInRouter } from '../../test/render';
import { server } from '../../test/server';
import { SubPageModal } from './sub-page-modal';

const food = subPages[21]!;
const sleep = subPages[13]!;

async function openSubPage(id: number) {
  const rendered = renderApp(`/${bot}/side/${id}`);
  await screen.findByRole('heading', { level: 1 });
  return { ...rendered, main: screen.getByRole('main') };
}

describe('the sub-page screen', () => {
  it('shows the header, the top image, the sanitised body and the talk topic', async () => {
    const { main } = await openSubPage(21);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(food.header);
    await waitFor(() => expect(document.title).toBe(`${food.header} – ${botName}`));
    expect(within(main).getByRole('img', { name: 'En tallerken med mat' })).toHaveAttribute(
      'src',
      `/api/Chat/Media/${bot}/mat.jpg`,
    );
    expect(within(main).getByText('Spis variert.')).toBeInTheDocument();
    expect(main.querySelector('[onerror]')).toBeNull();
    const talk = within(main).getByRole('complementary', { name: nb.talkTopicHeading(botName) });
    expect(within(talk).getByText('Lurer du på mat?')).toBeInTheDocument();
    // A draft: no date of professional review.
    expect(within(main).queryByText(/Sist faglig oppdatert/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: nb.skipToContent })).toHaveAttribute(
      'href',
      '#innhold',
    );
  });

  it("the talk topic's button opens the chat and sends its question, not its label", async () => {
    const { router } = await openSubPage(21);
    await clickIntoChat(screen.getByRole('link', { name: food.talkTopic!.buttonLabel }));
    expect(
      await screen.findByText(answerTo(food.talkTopic!.buttonValue).message),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/${bot}/chat`);
    const log = screen.getByRole('log', { name: nb.conversation });
    expect(within(log).getByText(food.talkTopic!.buttonValue)).toBeInTheDocument();
    expect(within(log).queryByText(food.talkTopic!.buttonLabel)).not.toBeInTheDocument();
  });

  it('shows a top video from 0.1 s with its fallback text, and the date an approved page was reviewed', async () => {
    const { main } = await openSubPage(13);
    const video = within(main).getByLabelText('En film om søvn');
    expect(video).toHaveAttribute('src', `/api/Chat/Media/${bot}/sovn.mp4#t=0.1`);
    expect(video).toHaveTextContent(nb.videoUnsupported);
    expect(within(main).getByText(nb.lastReviewed(sleep.lastReviewed!))).toBeInTheDocument();
    expect(within(main).queryByRole('complementary')).not.toBeInTheDocument();
  });

  it.each(['999', 'abc', '0x15'])("says 'Fant ikke siden' for the page id %s", async (id) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(`/${bot}/side/${id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: nb.notFoundTitle }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(nb.notFoundTitle));
  });

  it("offers a reload, not 'Fant ikke siden', when the server fails to send the page", async () => {
    server.use(
      http.get(api('/Page/GetSubPageForClient/:id'), () => HttpResponse.json({}, { status: 500 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(`/${bot}/side/21`);
    expect(
      await screen.findByRole('heading', { level: 1, name: nb.errorTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: nb.reload })).toBeInTheDocument();
  });
});

describe('the sub-page as a modal over the chat', () => {
  it("says so when the page is missing; 'Lukk siden' and Escape close it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn<() => void>();
    const { user } = renderInRouter(
      <SubPageModal info={publicInfo} subPageId={999} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: nb.loading });
    expect(within(dialog).getByRole('status')).toHaveTextContent(nb.loading);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(nb.notFoundText);
    await user.click(within(dialog).getByRole('button', { name: nb.closePage }));
    expect(onClose).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
