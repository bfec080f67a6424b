import type { ChatButton, MessageBlock } from '@dina/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { nb } from '../../lib/nb';
import { MOBILE_QUERY } from '../../lib/use-media-query';
import { matchMediaQueries } from '../../test/browser-gaps';
import { botBlock, botName, publicInfo } from '../../test/fixtures';
import { renderInRouter } from '../../test/render';
import { advance } from '../../test/timers';
import { MessageList } from './message-list';

function renderBlocks(blocks: MessageBlock[], onPress = vi.fn<(b: ChatButton) => void>()) {
  const entries = blocks.map((block, key) => ({ key, block }));
  const rendered = renderInRouter(
    <MessageList
      entries={entries}
      name={botName}
      avatarUrl={publicInfo.avatarUrl}
      onPress={onPress}
    />,
  );
  return { ...rendered, onPress, log: screen.getByRole('log', { name: nb.conversation }) };
}

/** A button's name: its label, then the hint screen readers hear after it. */
const withHint = (label: string, hint: string) => new RegExp(`^${label}\\s*\\(${hint}\\)$`);

const clientBlock = (message: string): MessageBlock => ({ ...botBlock(message), sentBy: 'client' });

describe('MessageList: text', () => {
  it("shows the bot's name and splits its text into bubbles on blank lines", () => {
    const { log } = renderBlocks([botBlock('Første avsnitt.\n\nAndre <b>avsnitt</b>.')]);
    expect(within(log).getByText(botName)).toBeInTheDocument();
    // Each bubble is an element of its own, holding its own text only.
    expect(within(log).getByText('Første avsnitt.')).toBeInTheDocument();
    expect(within(log).getByText('avsnitt').tagName).toBe('B');
    expect(within(log).getByText('avsnitt').parentElement).toHaveTextContent(/^Andre avsnitt\.$/);
  });

  it('sanitises the HTML of a bot bubble: no script, event handler, javascript: link or form control', () => {
    const { log } = renderBlocks([
      botBlock(
        '<p>Trygg tekst<script>window.hacked = true</script>' +
          '<img src="x" alt="bilde" onerror="window.hacked = true">' +
          '<a href="javascript:window.hacked = true">lenke</a>' +
          '<button>Falsk knapp</button><span style="position:fixed">stil</span></p>',
      ),
    ]);
    expect(within(log).getByText(/Trygg tekst/)).toBeInTheDocument();
    expect(log.querySelector('script, [onerror], [style]')).toBeNull();
    expect(within(log).getByText('lenke')).not.toHaveAttribute('href');
    expect(within(log).queryByRole('button', { name: 'Falsk knapp' })).not.toBeInTheDocument();
    expect(within(log).getByRole('img', { name: 'bilde' })).toBeInTheDocument();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("shows the visitor's own message as plain text, never as HTML", () => {
    const typed = '<img src=x onerror="window.hacked = true"> <b>fet</b>';
    const { log } = renderBlocks([clientBlock(typed)]);
    expect(within(log).getByText(typed)).toBeInTheDocument();
    expect(within(log).getByText(nb.youWrote)).toBeInTheDocument();
    expect(within(log).queryByRole('img')).not.toBeInTheDocument();
    expect(log.querySelector('b')).toBeNull();
  });

  it("shows a desktop visitor the time as 'EEE HH:mm'", () => {
    const sent = new Date(2026, 2, 2, 10, 5);
    const { log } = renderBlocks([botBlock('Hei.', { timestampDateTime: sent.toISOString() })]);
    const time = log.querySelector('time');
    expect(time).toHaveTextContent(/^man\. 10:05$/);
    expect(time).toHaveAttribute('datetime', sent.toISOString());
  });

  it('shows a phone the relative time in Norwegian, redrawn as it ages', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    matchMediaQueries([MOBILE_QUERY]);
    const { log } = renderBlocks([
      botBlock('Hei.', { timestampDateTime: new Date().toISOString() }),
    ]);
    const time = log.querySelector('time');
    expect(time).toHaveTextContent('for noen sekunder siden');
    // Redrawn every second in the first minute, then every minute.
    for (let s = 0; s < 61; s++) advance(1_000);
    expect(time).toHaveTextContent('for ca. et minutt siden');
    for (let m = 0; m < 4; m++) advance(60_000);
    expect(time).toHaveTextContent('for 5 minutter siden');
  });
});

describe('MessageList: images and video', () => {
  it('shows a bubble that begins with an image tag as an image that enlarges in a dialog', async () => {
    const { log, user } = renderBlocks([
      botBlock('Se her:\n\n  <IMG SRC="/media/graf.png" ALT="En graf over dagen">'),
    ]);
    const enlarge = within(log).getByRole('button', { name: nb.enlarge('En graf over dagen') });
    expect(within(enlarge).getByRole('img', { name: 'En graf over dagen' })).toHaveAttribute(
      'src',
      '/media/graf.png',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(enlarge);
    const dialog = screen.getByRole('dialog', { name: 'En graf over dagen' });
    expect(within(dialog).getByRole('img', { name: 'En graf over dagen' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: nb.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(enlarge).toHaveFocus();
  });

  it('closes the enlarged image with Escape, and focus returns to it', async () => {
    const { log, user } = renderBlocks([botBlock('<img src="/media/a.png" alt="Et bilde">')]);
    const enlarge = within(log).getByRole('button', { name: nb.enlarge('Et bilde') });
    await user.click(enlarge);
    expect(screen.getByRole('dialog', { name: 'Et bilde' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(enlarge).toHaveFocus();
  });

  it('shows a bubble that begins with a video tag as a video from 0.1 s, with a fallback text', () => {
    const { log } = renderBlocks([
      botBlock('<video src="/media/film.mp4" title="En kort film"></video>'),
    ]);
    const video = within(log).getByLabelText('En kort film');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/media/film.mp4#t=0.1');
    expect(video).toHaveTextContent(nb.videoNotSupported);
  });

  it("shows a carousel as the list 'Bilder', each image with its alt text and enlargeable", async () => {
    const { log, user } = renderBlocks([
      botBlock('Noen bilder.', {
        image_carousel: [
          { imageUrl: '/media/en.png', altText: 'Frokost' },
          { imageUrl: '/media/to.png', altText: 'Middag' },
        ],
      }),
    ]);
    const carousel = within(log).getByRole('list', { name: nb.images });
    expect(
      within(carousel)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Frokost', 'Middag']);
    await user.click(within(carousel).getByRole('button', { name: nb.enlarge('Middag') }));
    expect(screen.getByRole('dialog', { name: 'Middag' })).toBeInTheDocument();
  });
});

describe('MessageList: buttons', () => {
  const buttons: ChatButton[] = [
    { type: 'quick_reply', label: 'Mer om prøver', value: 'prøver', exchange_id: 'x1' },
    { type: 'dialogue_trigger', label: 'Start runden', value: 'runde', exchange_id: null },
    { type: 'link', label: 'Helsesiden', value: 'https://helse.test/side', exchange_id: null },
    { type: 'email', label: 'Skriv til oss', value: 'post@helse.test', exchange_id: null },
    { type: 'phone', label: 'Ring 113', value: '113', exchange_id: null },
  ];

  it('a quick reply or dialogue trigger answers in the chat and takes a clicked state', async () => {
    const { log, user, onPress } = renderBlocks([botBlock('Velg.', { buttons })]);
    const quick = within(log).getByRole('button', { name: 'Mer om prøver' });
    await user.click(quick);
    expect(onPress).toHaveBeenCalledExactlyOnceWith(buttons[0]);
    expect(quick).toHaveAccessibleName(withHint('Mer om prøver', nb.clickedHint));
    const trigger = within(log).getByRole('button', { name: 'Start runden' });
    expect(trigger).toHaveAccessibleName('Start runden');
    await user.click(trigger);
    expect(onPress).toHaveBeenLastCalledWith(buttons[1]);
  });

  it('a link opens a new window; e-mail and phone open mailto and tel, each saying so', () => {
    const { log } = renderBlocks([botBlock('Kontakt.', { buttons })]);
    const link = within(log).getByRole('link', {
      name: withHint('Helsesiden', nb.buttonHint.link),
    });
    expect(link).toHaveAttribute('href', 'https://helse.test/side');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener') as string);
    expect(
      within(log).getByRole('link', { name: withHint('Skriv til oss', nb.buttonHint.email) }),
    ).toHaveAttribute('href', 'mailto:post@helse.test');
    expect(
      within(log).getByRole('link', { name: withHint('Ring 113', nb.buttonHint.phone) }),
    ).toHaveAttribute('href', 'tel:113');
  });
});
