import { createContext, useContext, type ReactNode } from 'react';
import {
  createRemoteComponentRenderer,
  type RemoteComponentRendererMap,
} from '@remote-dom/react/host';
import type { SandboxElementName } from './elements';
import { appRoute, imageSource } from './propValidators';

/**
 * How the host draws the allowlisted remote elements (issue 6): plain React elements with fixed
 * class names, every value rendered as text (never HTML), links through the app's router, images
 * only from the page's origin or the allowed hosts. The values were validated when they arrived
 * (validateMutations.ts); links and images are checked again here because they leave the box.
 */
export interface SandboxHostContext {
  navigate(path: string): void;
  imageHosts: readonly string[];
  /** A user's own click on a button the script drew (the only thing that arms add to cart). */
  userPressed(): void;
}

export const SandboxHost = createContext<SandboxHostContext>({
  navigate: () => undefined,
  imageHosts: [],
  userPressed: () => undefined,
});

type Props = Record<string, unknown> & { children?: ReactNode; onPress?: () => void };
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

function Stack({ direction, gap, align, children }: Props) {
  return (
    <div
      className="bf-ui-stack"
      data-direction={text(direction) ?? 'column'}
      data-gap={text(gap) ?? 'medium'}
      data-align={text(align) ?? 'stretch'}
    >
      {children}
    </div>
  );
}

function Text({ tone, size, emphasis, children }: Props) {
  return (
    <p
      className="bf-ui-text"
      data-tone={text(tone) ?? 'default'}
      data-size={text(size) ?? 'medium'}
      data-emphasis={emphasis === true ? '' : undefined}
    >
      {children}
    </p>
  );
}

function Heading({ level, children }: Props) {
  const Tag = level === 3 ? 'h3' : level === 4 ? 'h4' : 'h2';
  return <Tag className="bf-ui-heading">{children}</Tag>;
}

function Button({ variant, disabled, onPress, children }: Props) {
  const { userPressed } = useContext(SandboxHost);
  return (
    <button
      type="button"
      className="bf-ui-button"
      data-variant={text(variant) ?? 'primary'}
      disabled={disabled === true}
      onClick={(event) => {
        if (event.isTrusted) userPressed();
        onPress?.();
      }}
    >
      {children}
    </button>
  );
}

function Link({ to, children }: Props) {
  const { navigate } = useContext(SandboxHost);
  const path = appRoute(to);
  if (path === null) return <span className="bf-ui-link">{children}</span>;
  return (
    <a
      className="bf-ui-link"
      href={path}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(path);
      }}
    >
      {children}
    </a>
  );
}

function Image({ src, alt, width, height }: Props) {
  const { imageHosts } = useContext(SandboxHost);
  const source = imageSource(src, imageHosts);
  if (source === null) return null;
  return (
    <img
      className="bf-ui-image"
      src={source}
      alt={text(alt) ?? ''}
      width={typeof width === 'number' ? width : undefined}
      height={typeof height === 'number' ? height : undefined}
      referrerPolicy="no-referrer"
      loading="lazy"
    />
  );
}

function Badge({ tone, children }: Props) {
  return (
    <span className="bf-ui-badge" data-tone={text(tone) ?? 'default'}>
      {children}
    </span>
  );
}

function ProductCard({ name, price, image, to, actionLabel, onPress }: Props) {
  return (
    <article className="bf-ui-product-card">
      <Image src={image} alt={name} />
      {appRoute(to) ? (
        <Link to={to}>
          <span className="bf-ui-product-name">{text(name)}</span>
        </Link>
      ) : (
        <span className="bf-ui-product-name">{text(name)}</span>
      )}
      {text(price) && <span className="bf-ui-product-price">{text(price)}</span>}
      {onPress && <Button onPress={onPress}>{text(actionLabel) ?? 'Add to cart'}</Button>}
    </article>
  );
}

const press = { eventProps: { onPress: { event: 'press' } } } as const;

/** The renderer of each allowlisted element; nothing else can be drawn. */
export const SANDBOX_COMPONENTS: RemoteComponentRendererMap<SandboxElementName> = new Map([
  ['ui-stack', createRemoteComponentRenderer(Stack)],
  ['ui-text', createRemoteComponentRenderer(Text)],
  ['ui-heading', createRemoteComponentRenderer(Heading)],
  ['ui-button', createRemoteComponentRenderer(Button, press)],
  ['ui-link', createRemoteComponentRenderer(Link)],
  ['ui-image', createRemoteComponentRenderer(Image)],
  ['ui-badge', createRemoteComponentRenderer(Badge)],
  ['ui-product-card', createRemoteComponentRenderer(ProductCard, press)],
]);

/** The shadow root's base styles, adopted before the block's customCSS. */
export const SANDBOX_BASE_CSS = `
:host { display: block; grid-column: 1 / -1; font: inherit; color: inherit; }
.bf-ui-stack { display: flex; flex-direction: column; gap: 0.75rem; align-items: stretch; }
.bf-ui-stack[data-direction='row'] { flex-direction: row; flex-wrap: wrap; }
.bf-ui-stack[data-gap='none'] { gap: 0; }
.bf-ui-stack[data-gap='small'] { gap: 0.375rem; }
.bf-ui-stack[data-gap='large'] { gap: 1.5rem; }
.bf-ui-stack[data-align='start'] { align-items: flex-start; }
.bf-ui-stack[data-align='center'] { align-items: center; }
.bf-ui-stack[data-align='end'] { align-items: flex-end; }
.bf-ui-text { margin: 0; }
.bf-ui-text[data-size='small'] { font-size: 0.875rem; }
.bf-ui-text[data-size='large'] { font-size: 1.25rem; }
.bf-ui-text[data-emphasis] { font-weight: 600; }
.bf-ui-text[data-tone='muted'] { color: #5b6675; }
.bf-ui-text[data-tone='critical'] { color: #b42318; }
.bf-ui-text[data-tone='success'] { color: #067647; }
.bf-ui-heading { margin: 0; line-height: 1.25; }
.bf-ui-button { font: inherit; cursor: pointer; padding: 0.5rem 1rem; border-radius: 6px; border: 1px solid var(--bf-color-primary, #0e2a47); background: var(--bf-color-primary, #0e2a47); color: #fff; }
.bf-ui-button[data-variant='secondary'] { background: transparent; color: var(--bf-color-primary, #0e2a47); }
.bf-ui-button:disabled { opacity: 0.5; cursor: not-allowed; }
.bf-ui-link { color: var(--bf-color-link, #0b5cad); }
.bf-ui-image { max-width: 100%; height: auto; }
.bf-ui-badge { display: inline-block; padding: 0.125rem 0.5rem; border-radius: 999px; font-size: 0.75rem; background: #eef2f6; }
.bf-ui-badge[data-tone='success'] { background: #dcfae6; }
.bf-ui-badge[data-tone='critical'] { background: #fee4e2; }
.bf-ui-badge[data-tone='info'] { background: #d1e9ff; }
.bf-ui-product-card { display: grid; gap: 0.5rem; padding: 1rem; border: 1px solid #d0d5dd; border-radius: 8px; }
.bf-ui-product-price { font-weight: 600; }
`;
