import type { BlockProps } from '../../runtime/index';

export interface FooterConfiguration {
  columns: { title: string; links: { label: string; href: string }[] }[];
  copyright: string;
}

export default function Footer({ configuration }: BlockProps<FooterConfiguration>) {
  return (
    <div className="bf-footer bf-container">
      <div className="bf-footer-columns">
        {configuration.columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="bf-footer-title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="bf-footer-copyright">{configuration.copyright}</p>
    </div>
  );
}
