import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { nb } from '../lib/nb';
import { bot, tiles } from '../test/fixtures';
import { api } from '../test/handlers';
import { renderApp } from '../test/render';
import { server } from '../test/server';

const publicInfoFails = (response: () => Response) =>
  server.use(http.get(api('/ChatBot/GetPublicInfo/:chatbot'), response));

describe('the routes', () => {
  it("show 'Fant ikke siden' for a chatbot the server does not know, with a way to the front page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/ukjent/chat');
    expect(
      await screen.findByRole('heading', { level: 1, name: nb.notFoundTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(nb.notFoundText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: nb.toFrontPage })).toHaveAttribute('href', '/');
  });

  it("offer a reload, not 'Fant ikke siden', when the server cannot answer right now", async () => {
    publicInfoFails(() => HttpResponse.json({}, { status: 503 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(`/${bot}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: nb.errorTitle }),
    ).toBeInTheDocument();
    expect(screen.getByText(nb.errorText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: nb.reload })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(nb.errorTitle));
  });

  it('say so when the network is down', async () => {
    publicInfoFails(() => HttpResponse.error());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(`/${bot}/chat`);
    expect(await screen.findByText(nb.offlineText)).toBeInTheDocument();
  });

  it('redirect the empty path to /home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/home');
  });

  it("put focus on the new page's main heading after a move", async () => {
    const { user } = renderApp(`/${bot}`);
    await user.click(await screen.findByRole('link', { name: nb.readAbout(tiles[0]!.linkText) }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Om kosthold' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
