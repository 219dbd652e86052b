import { CUSTOM_CSS_ATTRIBUTE } from '../../schemas/firstPage';
import { DEFAULT_LOCALE } from '../../schemas/specConstants';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { RemoteReceiver } from '@remote-dom/core/receivers';
import { RemoteRootRenderer } from '@remote-dom/react/host';
import {
  addToCart,
  currentCartSnapshot,
  NoCartError,
  onCartChanged,
} from '../domain/cart/cartBridge';
import { showToast } from '../state/showToast';
import { createCapabilities, type Capabilities } from './capabilities';
import { sandboxFrame } from './frameConnection';
import { SANDBOX_BASE_CSS, SANDBOX_COMPONENTS, SandboxHost } from './hostElements';
import { SANDBOX_IMAGE_HOSTS } from './imageHosts';
import type { SandboxSlotProps } from './SandboxSlot';
import { pageLimits } from './pageLimits';
import { sanitizeCssOffThread } from './sanitizeCssOffThread';
import { serverSanitizedCss } from './serverSanitizedCss';
import { SandboxSession } from './sandboxSession';

let sharedBaseSheet: CSSStyleSheet | null = null;

/** One constructed sheet of base styles, adopted by every block's shadow root. */
function baseSheet(): CSSStyleSheet {
  if (!sharedBaseSheet) {
    sharedBaseSheet = new CSSStyleSheet();
    sharedBaseSheet.replaceSync(SANDBOX_BASE_CSS);
  }
  return sharedBaseSheet;
}

export interface BlockSandboxProps extends SandboxSlotProps {
  path: string;
  navigate(path: string): void;
}

/**
 * A block's customCSS and customJS (issue 6): a shadow root inside the block's wrapper holds the
 * sanitized customCSS (adopted stylesheets, so the page's strict style-src allows it) and the
 * remote elements the block's worker draws. The same rules, each selector scoped to the wrapper,
 * are adopted by the document for the block's own content (`:host` rules stay in the shadow
 * root). The wrapper gets `contain: layout paint; overflow: clip`, so nothing drawn or styled
 * here leaves the block's box.
 */
export default function BlockSandbox({
  block,
  configuration,
  contentJSON,
  signedIn,
  devMode,
  path,
  navigate,
  onStop,
}: BlockSandboxProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  const receiver = useMemo(() => new RemoteReceiver(), []);
  const sessionRef = useRef<SandboxSession | null>(null);
  const capabilitiesRef = useRef<Capabilities | null>(null);
  const navigateRef = useRef(navigate);
  const onStopRef = useRef(onStop);
  const latest = useRef({ configuration, contentJSON, signedIn, path });
  useEffect(() => {
    navigateRef.current = navigate;
    onStopRef.current = onStop;
    latest.current = { configuration, contentJSON, signedIn, path };
  });

  // Shadow root, containment and the stylesheets.
  const fromServer = serverSanitizedCss(block);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const base = baseSheet();
    root.adoptedStyleSheets = [base];
    let current = true;
    let pageSheet: CSSStyleSheet | null = null;
    if (fromServer) {
      // The first page's block: the server sanitized its rules; their page copy stays in the
      // server's <style> element, the shadow copy is adopted here at once.
      if (devMode && fromServer.issues.length > 0) {
        console.warn(`[sandbox] block ${block.blockId}: customCSS`, fromServer.issues);
      }
      if (fromServer.css.trim()) {
        const custom = new CSSStyleSheet();
        custom.replaceSync(fromServer.css);
        root.adoptedStyleSheets = [base, custom];
      }
    } else if (block.customCSS?.trim()) {
      void sanitizeCssOffThread(block.customCSS, {
        scope: block.blockId,
        imageHosts: SANDBOX_IMAGE_HOSTS,
      }).then((sanitized) => {
        if (!current) return;
        if (devMode && sanitized.issues.length > 0) {
          console.warn(`[sandbox] block ${block.blockId}: customCSS`, sanitized.issues);
        }
        const custom = new CSSStyleSheet();
        custom.replaceSync(sanitized.css);
        root.adoptedStyleSheets = [base, custom];
        // The block's own content is outside the shadow root: the same rules, scoped to its wrapper.
        if (sanitized.pageCss.trim()) {
          pageSheet = new CSSStyleSheet();
          pageSheet.replaceSync(sanitized.pageCss);
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, pageSheet];
        }
        // The server sent the same rules with the page (runtime/ssr/pageCustomCss.ts); from now on
        // this sheet holds them, and leaves with the block.
        document
          .querySelector(`style[${CUSTOM_CSS_ATTRIBUTE}="${CSS.escape(block.blockId)}"]`)
          ?.remove();
      });
    }
    setShadow(root);
    return () => {
      current = false;
      if (pageSheet) {
        const sheet = pageSheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== sheet);
      }
    };
  }, [block.blockId, block.customCSS, fromServer, devMode]);

  // The worker, its session and the watchdog.
  useEffect(() => {
    const code = block.customJS?.trim();
    const host = hostRef.current;
    if (!code || !host) return;
    let disposed = false;
    let unsubscribeCart = () => {};

    const capabilities = createCapabilities({
      showToast: (message) => showToast({ message }),
      navigate: (to) => navigateRef.current(to),
      addToCart: async (request) => {
        try {
          return await addToCart(request);
        } catch (error) {
          showToast({
            message:
              error instanceof NoCartError
                ? error.message
                : 'The product could not be added to the cart.',
            variant: 'error',
          });
          throw error;
        }
      },
      page: pageLimits(),
      now: () => performance.now(),
    });
    capabilitiesRef.current = capabilities;

    sandboxFrame().then(
      (frame) => {
        if (disposed) return;
        const {
          configuration: config,
          contentJSON: content,
          signedIn: isSignedIn,
          path: at,
        } = latest.current;
        const worker = frame.start(block.blockId, code, {
          configuration: config,
          contentJSON: content,
          locale: document.documentElement.lang || navigator.language || DEFAULT_LOCALE,
          signedIn: isSignedIn,
          itemCount: currentCartSnapshot().itemCount,
          path: at,
        });
        const session = new SandboxSession({
          port: worker.port,
          receiver,
          capabilities,
          context: { imageHosts: SANDBOX_IMAGE_HOSTS },
          kill: () => worker.kill(),
          onStop: (reason) => {
            console.warn(`[sandbox] block ${block.blockId} stopped: ${reason}`);
            onStopRef.current(`custom code stopped: ${reason}`);
          },
          onRefused: (reason) => {
            if (devMode) console.warn(`[sandbox] block ${block.blockId}: ${reason}`);
          },
          onRendered: () => host.setAttribute('data-sandbox-state', 'rendered'),
        });
        sessionRef.current = session;
        unsubscribeCart = onCartChanged((snapshot) => session.cartChanged(snapshot.itemCount));
      },
      (error: unknown) => {
        if (disposed) return;
        const reason = error instanceof Error ? error.message : 'the sandbox did not start';
        onStopRef.current(`custom code stopped: ${reason}`);
      },
    );
    return () => {
      disposed = true;
      capabilitiesRef.current = null;
      unsubscribeCart();
      sessionRef.current?.dispose();
      sessionRef.current = null;
    };
  }, [block.blockId, block.customJS, devMode, receiver]);

  useEffect(() => {
    sessionRef.current?.routeChanged(path);
  }, [path]);

  const hostContext = useMemo(
    () => ({
      navigate: (to: string) => navigateRef.current(to),
      imageHosts: SANDBOX_IMAGE_HOSTS,
      userPressed: () => capabilitiesRef.current?.userPressed(),
    }),
    [],
  );

  return (
    <div ref={hostRef} className="bf-sandbox" data-sandbox-state="starting">
      {shadow &&
        createPortal(
          <SandboxHost.Provider value={hostContext}>
            <RemoteRootRenderer receiver={receiver} components={SANDBOX_COMPONENTS} />
          </SandboxHost.Provider>,
          shadow,
        )}
    </div>
  );
}
