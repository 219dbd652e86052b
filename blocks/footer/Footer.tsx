import type { BlockProps } from '../../runtime/index';
// Derived from schemas/blocks/footer.schema.json by scripts/compileValidators.ts.
import type { FooterConfiguration, FooterLink } from '../../schemas/generated/blocks/footer';

function FooterAnchor({ link }: { link: FooterLink }) {
  return link.external ? (
    <a href={link.url} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  ) : (
    <a href={link.url}>{link.label}</a>
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
