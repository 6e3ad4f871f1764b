import type { Status } from '@fedi/shared';

/** The link preview of a status; only http(s) links and images. */
export function StatusLinkCard({ card }: { card: NonNullable<Status['card']> }) {
  const safe = /^https?:\/\//i.test(card.url);
  if (!safe) return null;
  return (
    <a className="link-card" href={card.url} target="_blank" rel="noopener noreferrer">
      {card.image && /^https?:\/\//i.test(card.image) && <img src={card.image} alt="" loading="lazy" />}
      <span className="link-card-text">
        <strong dir="auto">{card.title}</strong>
        {card.description && (
          <span className="link-card-description" dir="auto">
            {card.description}
          </span>
        )}
        {card.provider_name && (
          <span className="link-card-provider" dir="auto">
            {card.provider_name}
          </span>
        )}
      </span>
    </a>
  );
}
