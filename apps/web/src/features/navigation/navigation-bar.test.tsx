import type { ChatbotPublicInfo } from '@dina/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nb } from '../../lib/nb';
import { bot, botName, publicInfo } from '../../test/fixtures';
import { renderInRouter } from '../../test/render';
import { NavigationBar } from './navigation-bar';

function renderBar(info: ChatbotPublicInfo = publicInfo) {
  const onMenuToggle = vi.fn<(open: boolean) => void>();
  const rendered = renderInRouter(
    <NavigationBar info={info} onMenuToggle={onMenuToggle} />,
    `/${bot}/side/12`,
  );
  return { ...rendered, onMenuToggle, menuButton: screen.getByRole('button', { name: nb.menu }) };
}

const menu = () => screen.getByRole('dialog', { name: nb.menu });

describe('NavigationBar: the top bar', () => {
  it('links the logo home, and shows Hjem, Chat and the top menu items', () => {
    renderBar();
    expect(screen.getByRole('link', { name: nb.logoLabel(botName) })).toHaveAttribute(
      'href',
      `/${bot}`,
    );
    const top = screen.getByRole('navigation', { name: nb.topNavigation });
    const links = within(top).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [nb.home, `/${bot}`],
      [nb.chat, `/${bot}/chat`],
      ['Kosthold', `/${bot}/side/12`],
    ]);
    expect(within(top).getByRole('link', { name: 'Kosthold' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('leaves out Hjem and Chat for a chatbot without a landing page', () => {
    renderBar({ ...publicInfo, hasLandingPage: false });
    const top = screen.getByRole('navigation', { name: nb.topNavigation });
    expect(
      within(top)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Kosthold']);
  });
});

describe('NavigationBar: the full-page menu', () => {
  it("'Meny' opens it with the spec's links in order and focus on 'Lukk'", async () => {
    const { user, menuButton, onMenuToggle } = renderBar();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(onMenuToggle).toHaveBeenLastCalledWith(true);
    const list = within(menu()).getByRole('navigation', { name: nb.menuNavigation });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([nb.home, nb.chat, 'Om prøvene', nb.privacy, nb.purpose, nb.peopleBehind]);
    expect(within(list).getByRole('link', { name: 'Om prøvene' })).toHaveAttribute(
      'href',
      `/${bot}/side/11`,
    );
    expect(within(menu()).getByRole('link', { name: nb.chatWithButton(botName) })).toHaveAttribute(
      'href',
      `/${bot}/chat`,
    );
    expect(within(menu()).getByRole('link', { name: nb.accessibilityStatement })).toHaveAttribute(
      'href',
      publicInfo.about.accessibilityStatementUrl,
    );
    expect(within(menu()).getByRole('button', { name: nb.close })).toHaveFocus();
  });

  it('Escape closes it and focus returns to the menu button', async () => {
    const { user, menuButton, onMenuToggle } = renderBar();
    await user.click(menuButton);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
    expect(onMenuToggle).toHaveBeenLastCalledWith(false);
  });

  it("'Lukk' closes it and focus returns to the menu button", async () => {
    const { user, menuButton } = renderBar();
    await user.click(menuButton);
    await user.click(within(menu()).getByRole('button', { name: nb.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('closes when a link in it has navigated', async () => {
    const { user, router, menuButton } = renderBar();
    await user.click(menuButton);
    await user.click(within(menu()).getByRole('link', { name: nb.privacy }));
    expect(router.state.location.pathname).toBe(`/${bot}/personvern`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it("'Tema' swaps in the topics with 'Tilbake', and back; focus follows", async () => {
    const { user, router, menuButton } = renderBar();
    await user.click(menuButton);
    await user.click(within(menu()).getByRole('button', { name: nb.topics }));
    const topics = screen.getByRole('dialog', { name: nb.topics });
    const nav = within(topics).getByRole('navigation', { name: nb.topicsNavigation });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Søvn', 'Bevegelse']);
    expect(within(topics).getByRole('button', { name: nb.back })).toHaveFocus();
    await user.click(within(topics).getByRole('button', { name: nb.back }));
    expect(within(menu()).getByRole('button', { name: nb.topics })).toHaveFocus();
    await user.click(within(menu()).getByRole('button', { name: nb.topics }));
    await user.click(screen.getByRole('link', { name: 'Bevegelse' }));
    expect(router.state.location.pathname).toBe(`/${bot}/side/14`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("has no 'Tema' without topics, and 'Tidsbruk' only when the usage page is switched on", async () => {
    const meta = document.createElement('meta');
    meta.name = 'app-config';
    meta.content = JSON.stringify({ showUsagePage: true });
    document.head.append(meta);
    const { user, menuButton } = renderBar({ ...publicInfo, mainMenuTopics: [] });
    await user.click(menuButton);
    expect(within(menu()).queryByRole('button', { name: nb.topics })).not.toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: nb.usage })).toHaveAttribute(
      'href',
      `/${bot}/tidsbruk`,
    );
  });
});
