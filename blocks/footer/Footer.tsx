import { safeHref, type BlockProps } from '../../runtime/blocks';
// Derived from schemas/blocks/footer.schema.json by scripts/compileValidators.ts.
import type {
  FooterConfiguration,
  FooterLink,
  FooterSocialLink,
} from '../../schemas/generated/blocks/footer';
import { socialNetworkName } from './socialNetworkName';

function FooterAnchor({ link }: { link: FooterLink }) {
  return link.external ? (
    <a href={link.url} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  ) : (
    <a href={link.url}>{link.label}</a>
  );
}

/** Social profiles leave the site: a new tab, no opener, and a name saying so. */
function SocialLinks({ links }: { links: readonly FooterSocialLink[] }) {
  const shown = links.flatMap((link) => {
    const href = safeHref(link.url);
    return href ? [{ href, name: socialNetworkName(link.network) }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className="bf-footer-social" aria-label="Follow us">
      {shown.map(({ href, name }) => (
        <li key={href}>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {name}
            <span className="bf-visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export default function Footer({ configuration }: BlockProps<FooterConfiguration>) {
  return (
    <div className="bf-footer bf-container">
      <div className="bf-footer-columns">
        {configuration.columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="bf-footer-title">{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.url}>
                  <FooterAnchor link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {configuration.social && <SocialLinks links={configuration.social} />}
      {configuration.legalLinks && configuration.legalLinks.length > 0 && (
        <ul className="bf-footer-legal">
          {configuration.legalLinks.map((link) => (
            <li key={link.url}>
              <FooterAnchor link={link} />
            </li>
          ))}
        </ul>
      )}
      <p className="bf-footer-copyright">{configuration.copyright}</p>
    </div>
  );
}
