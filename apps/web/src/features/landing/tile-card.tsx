import type { Tile } from '@dina/contracts';
import { Link } from 'react-router';
import { SafeHtml } from '../../lib/safe-html';
import { mediaUrl } from '@dina/contracts/paths';
import { nb } from '../../lib/nb';
import { paths, type ChatNavigationState } from '../../lib/paths';

interface TileCardProps {
  tile: Tile;
  index: number;
  chatbot: string;
  name: string;
}

/** One landing tile; even-indexed tiles are laid out left, odd-indexed right (SPEC §2). */
export function TileCard({ tile, index, chatbot, name }: TileCardProps) {
  const side = index % 2 === 0 ? 'left' : 'right';
  const ask: ChatNavigationState = {
    initialMessage: { label: tile.question, value: tile.question },
  };
  return (
    <article className={`tile tile--${side}`} aria-labelledby={`tile-${index}`}>
      {tile.iconId && (
        <img
          className="tile__icon"
          src={mediaUrl(chatbot, tile.iconId)}
          alt={tile.altText ?? ''}
          width={96}
          height={96}
          loading="lazy"
        />
      )}
      <div className="tile__body">
        <h2 id={`tile-${index}`}>{tile.header}</h2>
        <SafeHtml className="tile__text" html={tile.text} />
        <div className="tile__actions">
          <Link
            className="ds-button"
            data-variant="primary"
            to={paths.subPage(chatbot, tile.subPageId)}
          >
            {nb.readAbout(tile.linkText)}
          </Link>
          <Link className="ds-button" data-variant="secondary" to={paths.chat(chatbot)} state={ask}>
            {nb.askAbout(name, tile.linkText)}
          </Link>
        </div>
      </div>
    </article>
  );
}
